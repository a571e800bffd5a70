import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

let resolved: string | undefined;

/**
 * The Deno executable from the npm package `deno`. Its install step normally copies the platform
 * binary beside package.json; when it did not, the package's own resolver finds the
 * `@deno/<platform>` package.
 */
export function denoBinary(): string {
  if (resolved) return resolved;
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('deno/package.json'));
  const copied = join(packageDir, process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (existsSync(copied)) {
    resolved = copied;
    return copied;
  }
  const installApi: unknown = require(join(packageDir, 'install_api.cjs'));
  const runInstall = (installApi as { runInstall?: unknown }).runInstall;
  if (typeof runInstall !== 'function')
    throw new Error('The npm package `deno` has no binary for this platform.');
  const found: unknown = runInstall();
  if (typeof found !== 'string')
    throw new Error('The npm package `deno` did not report its binary path.');
  resolved = found;
  return found;
}
