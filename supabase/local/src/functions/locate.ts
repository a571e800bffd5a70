import { stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { FunctionSettings } from './function-settings.ts';

/** How Deno gets the function's dependencies: a deno.json(c) or a bare import map. */
interface DenoConfigFile {
  kind: 'config' | 'import-map';
  path: string;
}

export interface LocatedFunction {
  name: string;
  entry: string;
  /** The folder the worker runs in. */
  dir: string;
  denoConfig: DenoConfigFile | null;
}

/** Underscore-prefixed folders (`_shared`) hold shared code and are never served, as with the CLI. */
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const ENTRY_NAMES = ['index.ts', 'index.js', 'index.mjs', 'index.tsx', 'index.jsx'];
const CONFIG_NAMES = ['deno.json', 'deno.jsonc', 'import_map.json'];

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}

async function firstFile(paths: string[]): Promise<string | undefined> {
  for (const path of paths) if (await isFile(path)) return path;
  return undefined;
}

function configKind(path: string): DenoConfigFile {
  return { kind: /^deno\.jsonc?$/.test(basename(path)) ? 'config' : 'import-map', path };
}

/**
 * Finds `<functionsDir>/<name>/index.ts` (or config.toml's entrypoint) and the dependency file the
 * CLI would use: config.toml's import_map, else the function's own deno.json, else the shared one
 * in the functions folder.
 */
export async function locateFunction(
  functionsDir: string,
  name: string,
  settings: FunctionSettings,
): Promise<LocatedFunction | null> {
  if (!FUNCTION_NAME.test(name) || !settings.enabled) return null;
  const ownDir = join(functionsDir, name);
  const entry = settings.entrypoint
    ? await firstFile([settings.entrypoint])
    : await firstFile(ENTRY_NAMES.map((file) => join(ownDir, file)));
  if (!entry) return null;
  const configPath =
    settings.importMap ??
    (await firstFile([
      ...CONFIG_NAMES.map((file) => join(ownDir, file)),
      ...CONFIG_NAMES.map((file) => join(functionsDir, file)),
    ]));
  return {
    name,
    entry,
    dir: dirname(entry),
    denoConfig: configPath ? configKind(configPath) : null,
  };
}
