/**
 * The cores each side of a feed run of scripts/bench/hot.ts kept busy, from /proc: the feed (its
 * backends and its pgbench), the writes (every other backend of this Postgres, and the writers'
 * pgbench), and the rest of the machine.
 */
import type { Db } from '../../supabase/local/src/db/types.ts';
import { machineBusySeconds, processCpuSeconds } from './cpu.ts';

/** Cores busy during a run (CPU seconds a second), measured from 1 s in to 1 s before its end. */
export interface CpuUse {
  feed: number;
  writes: number;
  rest: number;
}

/** The feed's pgbench connects under this application_name, so its backends can be told apart. */
export const FEED_APP = 'bench-feed';

/** The pids of a run's feed and writers' pgbench, set as each starts. */
export interface PgbenchPids {
  feed?: number;
  writes?: number;
}
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface CpuSample {
  at: number;
  busy: number;
  /** CPU seconds so far of each process on either side (pid -> side, seconds). */
  processes: Map<number, { feed: boolean; seconds: number }>;
}

/** CPU seconds used so far by each backend of this Postgres, each pgbench, and the whole machine. */
async function cpuSample(db: Db, pgbenchPids: PgbenchPids): Promise<CpuSample> {
  const { rows } = await db.query<{ pid: number; feed: boolean }>(
    `select pid, application_name = $1 as feed from pg_stat_activity`,
    [FEED_APP],
  );
  const sample: CpuSample = { at: Date.now(), busy: machineBusySeconds(), processes: new Map() };
  const add = (pid: number, feed: boolean) =>
    sample.processes.set(pid, { feed, seconds: processCpuSeconds(pid) });
  for (const row of rows) add(row.pid, row.feed);
  if (pgbenchPids.feed) add(pgbenchPids.feed, true);
  if (pgbenchPids.writes) add(pgbenchPids.writes, false);
  return sample;
}

/**
 * What each side used between two samples: a process that started meanwhile counts from 0; one
 * that ended meanwhile (an idle pool connection closing) is left out, not counted negative.
 */
function cpuBetween(start: CpuSample, end: CpuSample): CpuUse {
  const seconds = (end.at - start.at) / 1000;
  const used = { feed: 0, writes: 0 };
  for (const [pid, now] of end.processes) {
    const delta = now.seconds - (start.processes.get(pid)?.seconds ?? 0);
    if (now.seconds > 0 && delta > 0) used[now.feed ? 'feed' : 'writes'] += delta;
  }
  const feed = used.feed / seconds;
  const writes = used.writes / seconds;
  const busy = (end.busy - start.busy) / seconds;
  return { feed, writes, rest: Math.max(busy - feed - writes, 0) };
}

/** Awaits `work` (pgbench runs of `seconds`) and the cores each side kept busy meanwhile. */
export async function withCpu<T>(
  db: Db,
  pids: PgbenchPids,
  seconds: number,
  work: Promise<T>,
): Promise<[T, CpuUse]> {
  await sleep(1000);
  const start = await cpuSample(db, pids);
  await sleep(Math.max(seconds - 2, 1) * 1000);
  const end = await cpuSample(db, pids);
  return [await work, cpuBetween(start, end)];
}
