/** Runs pgbench with a custom script and reads back its throughput, failures and latencies. */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './stats.ts';

const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';

export interface PgbenchRun {
  /** Transactions per second, excluding connection time (pgbench's own figure). */
  tps: number;
  transactions: number;
  /** Clients pgbench aborted on an error (their transaction failed: a lost view or like). */
  aborted: number;
  /** The first error pgbench reported, if any. */
  firstError: string | null;
  p50: number;
  p99: number;
}

export interface PgbenchOptions {
  url: string;
  /** One script, or several run in equal shares (pgbench picks one per transaction). */
  script: string | string[];
  clients: number;
  seconds: number;
  variables?: Record<string, string | number>;
  /** Transactions per second for all clients together (pgbench -R); as fast as possible if unset. */
  rate?: number;
  /** application_name of its connections (tells its backends apart in pg_stat_activity). */
  name?: string;
  /** Called with pgbench's process id once it has started. */
  onStart?: (pid: number) => void;
}

function connectionArgs(url: string): string[] {
  const parsed = new URL(url);
  return [
    '-h',
    parsed.hostname,
    '-p',
    parsed.port || '5432',
    '-U',
    decodeURIComponent(parsed.username || 'postgres'),
    parsed.pathname.slice(1) || 'postgres',
  ];
}

function run(
  args: string[],
  options: Pick<PgbenchOptions, 'name' | 'onStart'>,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(`${PGBIN}/pgbench`, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: options.name ? { ...process.env, PGAPPNAME: options.name } : process.env,
    });
    if (child.pid !== undefined) options.onStart?.(child.pid);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    // Exit code 2 means some clients aborted: still a result (the aborts are what we count).
    child.on('close', (code) =>
      code === 0 || code === 2
        ? resolve({ stdout, stderr })
        : reject(new Error(`pgbench exited with ${code}: ${stderr.slice(0, 2000)}`)),
    );
  });
}

/** Per-transaction latencies (ms) from pgbench's --log files; failed ones are left out. */
async function latencies(dir: string): Promise<number[]> {
  const values: number[] = [];
  for (const name of await readdir(dir)) {
    if (!name.startsWith('tx.')) continue;
    for (const line of (await readFile(join(dir, name), 'utf8')).split('\n')) {
      const fields = line.split(' ');
      const micros = Number(fields[2]);
      if (fields.length >= 6 && Number.isFinite(micros)) values.push(micros / 1000);
    }
  }
  return values;
}

/** One pgbench run of `script` for `seconds` with `clients` connections (prepared statements). */
export async function pgbench(options: PgbenchOptions): Promise<PgbenchRun> {
  const dir = await mkdtemp(join(tmpdir(), 'laughloop-pgbench-'));
  try {
    const scripts = typeof options.script === 'string' ? [options.script] : options.script;
    const files: string[] = [];
    for (const [index, text] of scripts.entries()) {
      files.push(join(dir, `script-${index}.sql`));
      await writeFile(files[index]!, text);
    }
    const variables = Object.entries(options.variables ?? {}).flatMap(([name, value]) => [
      '-D',
      `${name}=${value}`,
    ]);
    const { stdout, stderr } = await run(
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(options.clients),
        '-j',
        String(Math.min(options.clients, 2)),
        '-T',
        String(options.seconds),
        '-l',
        `--log-prefix=${join(dir, 'tx')}`,
        ...files.flatMap((file) => ['-f', file]),
        ...(options.rate ? ['-R', String(options.rate)] : []),
        ...variables,
        ...connectionArgs(options.url),
      ],
      options,
    );
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
    const transactions = Number(
      /number of transactions actually processed: (\d+)/.exec(stdout)?.[1],
    );
    const abortLines = stderr
      .split('\n')
      .filter((line) => /client \d+ (script \d+ )?aborted/.test(line));
    const samples = await latencies(dir);
    return {
      tps: Number.isFinite(tps) ? tps : 0,
      transactions: Number.isFinite(transactions) ? transactions : 0,
      aborted: abortLines.length,
      firstError: abortLines[0] ?? null,
      p50: percentile(samples, 50),
      p99: percentile(samples, 99),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
