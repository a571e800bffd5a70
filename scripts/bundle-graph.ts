/** The part of a Rollup/Rolldown output item the build plugins read. */
export interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
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

/** src/main.tsx imports the app with import() once the first paint is on screen. */
export const APP_START_MODULE = '/src/app/start.tsx';

/** The chunk built from a module whose path ends with `moduleSuffix`, if any. */
export function chunkFor(
  bundle: Record<string, ChunkLike>,
  moduleSuffix: string,
): ChunkLike | undefined {
  return Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(moduleSuffix),
  );
}

/**
 * What every page loads before a route's own code: the entry chunk and the app it starts, with
 * everything they import statically.
 */
export function appShellChunks(bundle: Record<string, ChunkLike>): Set<string> {
  const files = new Set<string>();
  const starts = Object.values(bundle).filter((item) => item.type === 'chunk' && item.isEntry);
  const app = chunkFor(bundle, APP_START_MODULE);
  for (const item of app ? [...starts, app] : starts)
    staticClosure(bundle, item.fileName).forEach((fileName) => files.add(fileName));
  return files;
}
