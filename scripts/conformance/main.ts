/**
 * `npm run bench:conformance -- <supabase-js checkout> [--suite postgrest|storage] [--url <gateway>]
 *  [--grep <test file or name>] [--postgres] [--port <n>] [--verbose]`
 *
 * Runs the runtime tests of supabase-js's postgrest-js and storage-js against supabase/local,
 * each over its own schema and seed, expectations untouched, and prints per suite: total,
 * server-dependent (the tests that send a request to the gateway), passed, the percentage, and
 * the failing tests grouped by cause. Not in CI (it installs jest from the npm registry).
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../../supabase/local/src/dev/throwaway-postgres.ts';
import { signApiKey } from '../../supabase/local/src/keys.ts';
import { CLI_JWT_SECRET, startSuiteGateway } from './gateway.ts';
import { ensureRunner, readJson, runJest } from './jest.ts';
import { postgrestSuite } from './postgrest.ts';
import { figures, outcomes, printFigures, readHits, type JestResults } from './report.ts';
import { storageSuite } from './storage.ts';
import type { ConformanceSuite } from './suite.ts';

const SUITES: ConformanceSuite[] = [postgrestSuite, storageSuite];

function parse() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      suite: { type: 'string' },
      url: { type: 'string' },
      grep: { type: 'string' },
      postgres: { type: 'boolean', default: false },
      port: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  });
  const checkout = positionals[0];
  if (!checkout)
    throw new Error('usage: npm run bench:conformance -- <supabase-js checkout> [options]');
  const suites = values.suite ? SUITES.filter((s) => s.name === values.suite) : SUITES;
  if (suites.length === 0)
    throw new Error(`--suite must be one of ${SUITES.map((s) => s.name).join(', ')}`);
  return { checkout: resolve(checkout), suites, ...values };
}

/** `--grep basic` names a test file when one matches, a test name otherwise. */
function grepFor(packageRoot: string, grep: string | undefined) {
  if (!grep) return {};
  const files = readdirSync(join(packageRoot, 'test'), { recursive: true }).map(String);
  return files.some((file) => file.includes(grep)) ? { path: grep } : { name: grep };
}

async function runSuite(suite: ConformanceSuite, args: ReturnType<typeof parse>, workDir: string) {
  const packageRoot = join(args.checkout, suite.packageDir);
  const projectDir = join(packageRoot, suite.supabaseDir);
  if (!existsSync(projectDir))
    throw new Error(`${projectDir} not found: is this a supabase-js checkout?`);
  await ensureRunner(suite);
  const gateway = args.url
    ? null
    : await startSuiteGateway({
        suite,
        projectDir,
        workDir,
        engine: args.postgres ? 'postgres' : 'pglite',
        port: args.port ? Number(args.port) : await freePort(),
      });
  const target = args.url?.replace(/\/$/, '') ?? gateway!.url;
  console.log(
    `\nconformance: ${suite.name} against ${target}${gateway ? ` (throwaway, ${args.postgres ? 'Postgres 15' : 'PGlite'})` : ''}`,
  );
  for (const note of gateway?.adaptations ?? []) console.log(`  schema adapted: ${note}`);
  try {
    const apiKey = suite.defaultApiKey ? await signApiKey(CLI_JWT_SECRET, suite.defaultApiKey) : '';
    const run = await runJest({
      suite,
      packageRoot,
      workDir,
      target,
      apiKey,
      grep: grepFor(packageRoot, args.grep),
    });
    const results = await readJson<JestResults>(run.resultsFile);
    const all = outcomes(results, await readHits(run.hitsFile), packageRoot);
    return figures(suite.name, results, all, packageRoot);
  } finally {
    await gateway?.stop();
  }
}

async function main() {
  const args = parse();
  const workDir = await mkdtemp(join(tmpdir(), 'laughloop-conformance-'));
  const results = [];
  try {
    for (const suite of args.suites) results.push(await runSuite(suite, args, workDir));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  for (const result of results) printFigures(result, args.verbose ?? false);
}

main().catch((error: unknown) => {
  console.error(`conformance: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
