/**
 * Feed query benchmark (issue 4; anchors-style-performance B5): get_public_videos (offset paging)
 * against get_public_videos_page (keyset paging) with 1,000,000 videos on a throwaway real
 * Postgres 15 with the project's migrations. Prints p50/p99 ms for page 1 and page 1,000 of each,
 * both as SQL round trips and through supabase/local's /rest/v1, plus the plans Postgres ran inside
 * the functions (auto_explain with ANALYZE). Aim: keyset pages under 5 ms at any depth.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { configFrom } from '../../supabase/local/src/config.ts';
import { migrate } from '../../supabase/local/src/db/migrate.ts';
import { openPostgres } from '../../supabase/local/src/db/postgres.ts';
import { startThrowawayPostgres } from '../../supabase/local/src/dev/throwaway-postgres.ts';
import { startGateway } from '../../supabase/local/src/server.ts';
import { loadVideos, percentile, type Scenario } from './db-fixtures.ts';

const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const PAGE = 12;
const DEEP_PAGE = 1000;
const KEYSET_TARGET_MS = 5;

interface Measured {
  name: string;
  sqlP50: number;
  sqlP99: number;
  httpP50: number;
  httpP99: number;
}

async function time(
  iterations: number,
  run: () => Promise<unknown>,
): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 20; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** The plans of the statements inside the function, as auto_explain logs them to this client. */
async function nestedPlan(client: pg.Client, scenario: Scenario): Promise<string> {
  const plans: string[] = [];
  const collect = (notice: { message?: string }) => {
    if (notice.message?.includes('Query Text')) plans.push(notice.message);
  };
  client.on('notice', collect);
  try {
    await client.query(`load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on;
      set auto_explain.log_buffers = on; set auto_explain.log_nested_statements = on; set client_min_messages = log`);
    await client.query(scenario.sql, scenario.params);
  } finally {
    await client.query('set client_min_messages = notice; set auto_explain.log_min_duration = -1');
    client.off('notice', collect);
  }
  // The outer statement (the function call itself) adds nothing; keep the plans of what runs inside.
  return plans
    .filter((plan) => !plan.includes('Query Text: select * from public.get_public_videos'))
    .join('\n');
}

async function measure(
  client: pg.Client,
  rest: string,
  anonKey: string,
  scenario: Scenario,
): Promise<Measured> {
  const sql = await time(ITERATIONS, () => client.query(scenario.sql, scenario.params));
  const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
  const http = await time(ITERATIONS, async () => {
    const response = await fetch(`${rest}/rpc/${scenario.rpc}?${scenario.query}`, { headers });
    if (response.status !== 200)
      throw new Error(`${scenario.name}: HTTP ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  });
  return {
    name: scenario.name,
    sqlP50: sql.p50,
    sqlP99: sql.p99,
    httpP50: http.p50,
    httpP99: http.p99,
  };
}

function report(results: Measured[]): boolean {
  const fixed = (value: number) => value.toFixed(2).padStart(8);
  console.log(
    `\n${'scenario'.padEnd(44)} ${'SQL p50'.padStart(8)} ${'SQL p99'.padStart(8)} ${'HTTP p50'.padStart(8)} ${'HTTP p99'.padStart(8)}  (ms)`,
  );
  for (const row of results) {
    console.log(
      `${row.name.padEnd(44)} ${fixed(row.sqlP50)} ${fixed(row.sqlP99)} ${fixed(row.httpP50)} ${fixed(row.httpP99)}`,
    );
  }
  const slowKeyset = results.filter(
    (row) => row.name.startsWith('keyset') && row.sqlP99 >= KEYSET_TARGET_MS,
  );
  console.log(
    slowKeyset.length === 0
      ? `\nkeyset pages: SQL p99 under ${KEYSET_TARGET_MS} ms at every depth`
      : `\nkeyset pages over ${KEYSET_TARGET_MS} ms: ${slowKeyset.map((row) => row.name).join(', ')}`,
  );
  return slowKeyset.length === 0;
}

/** Times every scenario over SQL and HTTP, prints the table and plans; true when keyset met its aim. */
async function benchmark(
  serverUrl: string,
  dataDir: string,
  scenarios: Scenario[],
): Promise<boolean> {
  const gateway = await startGateway(
    configFrom({ port: 0, dataDir, databaseUrl: serverUrl, supabaseDir: resolve('supabase') }),
  );
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const results: Measured[] = [];
    const plans: string[] = [];
    for (const scenario of scenarios) {
      results.push(await measure(client, `${gateway.url}/rest/v1`, gateway.keys.anonKey, scenario));
      plans.push(`--- ${scenario.name}\n${await nestedPlan(client, scenario)}`);
    }
    const ok = report(results);
    console.log(
      `\nPlans of the statements inside the functions (auto_explain, ANALYZE, BUFFERS):\n\n${plans.join('\n\n')}`,
    );
    await mkdir('bench-results', { recursive: true });
    await writeFile(
      'bench-results/db.json',
      JSON.stringify({ videos: VIDEOS, iterations: ITERATIONS, results, plans }, null, 2),
    );
    return ok;
  } finally {
    await client.end();
    await gateway.close();
  }
}

async function main(): Promise<boolean> {
  const server = await startThrowawayPostgres();
  const dataDir = await mkdtemp(join(tmpdir(), 'laughloop-bench-db-'));
  try {
    const db = await openPostgres(server.url);
    await migrate(db, resolve('supabase/migrations'), resolve('supabase/seed.sql'));
    const loaded = await loadVideos(db, VIDEOS, PAGE, DEEP_PAGE);
    await db.close();
    console.log(
      `loaded ${VIDEOS.toLocaleString('en')} videos in ${(loaded.ms / 1000).toFixed(1)} s`,
    );
    return await benchmark(server.url, dataDir, loaded.scenarios);
  } finally {
    server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (!(await main())) process.exitCode = 1;
