/** The part of a Rollup/Rolldown output item the build plugins read. */
export interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  facadeModuleId?: string | null;
  viteMetadata?: { importedCss?: Set<string> };
}

/** Every chunk a chunk loads statically (its `imports`, transitively), itself included. */
export function staticClosure(bundle: Record<string, ChunkLike>, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (seen.has(fileName) || item?.type !== 'chunk') return;
    seen.add(fileName);
    item.imports?.forEach(visit);
  };
  visit(start);
  return seen;
}

/**
 * Every chunk a chunk can come to load, statically or with import(), itself included, without
 * entering the chunks `skip` names (nor what only they lead to).
 */
export function reachableClosure(
  bundle: Record<string, ChunkLike>,
  start: string,
  skip: (chunk: ChunkLike) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (seen.has(fileName) || item?.type !== 'chunk' || skip(item)) return;
    seen.add(fileName);
    item.imports?.forEach(visit);
    item.dynamicImports?.forEach(visit);
  };
  visit(start);
  return seen;
}
