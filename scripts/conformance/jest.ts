import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConformanceSuite } from './suite.ts';

/** jest, ts-jest and what the suites import live here, outside the repository. */
export const CACHE_DIR =
  process.env.CONFORMANCE_CACHE ?? join(homedir(), '.cache', 'laughloop-conformance');

// The supabase-js catalog's versions (pnpm-workspace.yaml).
const RUNNER_PACKAGES = [
  'jest@30.4.2',
  'ts-jest@^29.4.9',
  'typescript@~5.8.3',
  '@types/jest@30.0.0',
  '@types/node@20.19.9',
  '@jest/test-sequencer@30',
  'tslib@2.8.1',
  'prettier@^3.6.2',
];

function run(cmd: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

function packageName(spec: string): string {
  const at = spec.lastIndexOf('@');
  return at > 0 ? spec.slice(0, at) : spec;
}

/** Installs (once) what the suite's tests need into the cache dir, from the npm registry. */
export async function ensureRunner(suite: ConformanceSuite): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  const manifest = join(CACHE_DIR, 'package.json');
  if (!existsSync(manifest))
    await writeFile(manifest, '{"name":"laughloop-conformance-runner","private":true}\n');
  const missing = [...RUNNER_PACKAGES, ...suite.packages].filter(
    (spec) => !existsSync(join(CACHE_DIR, 'node_modules', packageName(spec), 'package.json')),
  );
  if (missing.length === 0) return;
  console.log(`conformance: installing ${missing.join(' ')} into ${CACHE_DIR}`);
  const code = await run('npm', ['install', '--no-audit', '--no-fund', ...missing], {
    cwd: CACHE_DIR,
  });
  if (code !== 0) throw new Error(`npm install into ${CACHE_DIR} failed (exit ${code})`);
}

export interface JestRun {
  resultsFile: string;
  hitsFile: string;
}

/**
 * Runs the suite's runtime tests with jest + ts-jest, as its own jest.config does (node
 * environment, one worker, files in alphabetical order, 30 s per test), but never `-u`: a
 * snapshot that differs fails. ts-jest only transpiles (isolatedModules): the type tests are
 * tstyche's business, not this runtime measure.
 */
export async function runJest(options: {
  suite: ConformanceSuite;
  packageRoot: string;
  workDir: string;
  target: string;
  apiKey: string;
  grep: { path?: string; name?: string };
}): Promise<JestRun> {
  const { suite, packageRoot, workDir } = options;
  const modules = join(CACHE_DIR, 'node_modules');
  const resultsFile = join(workDir, `${suite.name}-results.json`);
  const hitsFile = join(workDir, `${suite.name}-hits.jsonl`);
  await writeFile(hitsFile, '');
  const config = {
    rootDir: packageRoot,
    testEnvironment: 'node',
    testMatch: suite.testMatch,
    testPathIgnorePatterns: ['/node_modules/', ...suite.ignore],
    moduleDirectories: ['node_modules', modules],
    transform: {
      '^.+\\.tsx?$': [
        join(modules, 'ts-jest'),
        { tsconfig: join(packageRoot, 'tsconfig.test.json'), isolatedModules: true },
      ],
    },
    testSequencer: suite.sequencer
      ? join(packageRoot, suite.sequencer)
      : join(modules, '@jest/test-sequencer'),
    setupFilesAfterEnv: [fileURLToPath(new URL('./fetch-probe.cjs', import.meta.url))],
    testTimeout: 30000,
    prettierPath: join(modules, 'prettier'),
    cacheDirectory: join(CACHE_DIR, 'jest-cache'),
  };
  const configFile = join(workDir, `${suite.name}-jest.config.json`);
  await writeFile(configFile, JSON.stringify(config, null, 2));
  const args = [
    join(modules, 'jest', 'bin', 'jest.js'),
    '--config',
    configFile,
    '--runInBand',
    '--ci',
    '--json',
    '--outputFile',
    resultsFile,
    '--silent',
  ];
  if (options.grep.name) args.push('--testNamePattern', options.grep.name);
  if (options.grep.path) args.push('--testPathPatterns', options.grep.path);
  await run(process.execPath, args, {
    cwd: packageRoot,
    env: {
      ...process.env,
      ...suite.env,
      NODE_PATH: modules,
      CONFORMANCE_TARGET: options.target,
      CONFORMANCE_ORIGINS: JSON.stringify(suite.origins),
      CONFORMANCE_APIKEY: options.apiKey,
      CONFORMANCE_HITS: hitsFile,
    },
  });
  if (!existsSync(resultsFile)) throw new Error(`jest wrote no results (${resultsFile})`);
  return { resultsFile, hitsFile };
}

export async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}
