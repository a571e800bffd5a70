import { execFile } from 'node:child_process';

let asked: Promise<string | undefined> | undefined;

function askNpm(): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('npm', ['config', 'get', 'registry'], { timeout: 10_000 }, (error, stdout) => {
      const registry = stdout.trim();
      resolve(!error && /^https?:\/\//.test(registry) ? registry : undefined);
    });
  });
}

/**
 * The npm registry Deno should download `npm:` packages from: NPM_CONFIG_REGISTRY when the parent
 * has it (npm itself sets the lower-case form for scripts), else the machine's npmrc setting, asked
 * of npm once per process because Deno does not read every npmrc npm does.
 */
export function npmRegistry(parent: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const fromEnv = parent.NPM_CONFIG_REGISTRY ?? parent.npm_config_registry;
  if (fromEnv) return Promise.resolve(fromEnv);
  asked ??= askNpm();
  return asked;
}
