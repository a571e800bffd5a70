/**
 * Hot-video benchmark (issue 38, design §3.18): pgbench on a throwaway Postgres 15 loaded by the
 * project's migrations, over the SQL the app's calls run (PostgREST's pre-query, then the RPC) for
 * a view, a like/unlike, an earning action and a comment. For 8 and 32 clients it prints each
 * action's throughput on one hot video against the same writes spread over 1,000 videos (goal:
 * hot ÷ spread ≥ 0.8), p50/p99, calls that failed, whether the hot video's counts match its rows,
 * and the home feed's throughput alone and while a hot video's views and likes run (goal ≥ 0.9×).
 * First it times one fold of a burst of 3,000, 10,000 and 30,000 events (scripts/bench/hot-fold.ts).
 *
 *   npm run bench:hot
 *   BENCH_HOT_SECONDS=8 BENCH_HOT_CLIENTS=8,32 BENCH_HOT_PORT=55150 (Postgres port; free by default)
 *   BENCH_HOT_SUPABASE_DIR=/tmp/old/supabase   migrations and seed of another checkout (a "before")
 *   BENCH_HOT_FOLD_MS=1000                     how often fold_video_counts() runs, as pg_cron would
 *   BENCH_HOT_FEED_WRITE_RATE=300              views+likes a second beside the feed (0: flat out)
 *   BENCH_HOT_FEED_ROUNDS=3                    feed rounds (alone, +empty, +spread, +hot); the median is shown
 *   BENCH_HOT_ACTIONS=view,like,earn,comment   actions to measure ('' for the feed alone)
 *
 * Beside the feed the writers run at a steady rate: flat out, on a small machine, they take CPU
 * from the feed whatever they write. The feed is also shown against the same writes spread, which
 * isolates the hot row's own cost. Each feed run also prints the CPU it shared the machine with
 * (cores busy, from /proc): the feed (its backends and its pgbench), the writes (every other backend
 * of this Postgres: writers, the fold, autovacuum; and the writers' pgbench), and the rest of the
 * machine (this script, other work). When the feed alone already keeps the cores busy, whatever the
 * writes use comes out of the feed's share, row locks or not. A fourth feed run, beside as many
 * empty transactions (a write's round trips with SELECT 1 in each), shows what any write at that
 * rate costs the feed on this machine before the app's SQL does anything. The four feed runs are
 * repeated in rounds and the round with the median hot ÷ alone is shown, with every round's ratio:
 * one run of the same feed swings by about 10 % here.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { migrate } from '../../supabase/local/src/db/migrate.ts';
import { openPostgres } from '../../supabase/local/src/db/postgres.ts';
import type { Db } from '../../supabase/local/src/db/types.ts';
import { startThrowawayPostgres } from '../../supabase/local/src/dev/throwaway-postgres.ts';
import { FEED_APP, withCpu, type PgbenchPids } from './hot-cpu.ts';
import {
  loadHotFixtures,
  newHotVideo,
  SCRIPTS,
  writerVariables,
  type Action,
} from './hot-fixtures.ts';
import { measureFoldBursts, reportFoldBursts } from './hot-fold.ts';
import { report, type ActionResult, type FeedResult, type FeedRound } from './hot-report.ts';
import { pgbench } from './pgbench.ts';

const SECONDS = Number(process.env.BENCH_HOT_SECONDS ?? 8);
const CLIENTS = (process.env.BENCH_HOT_CLIENTS ?? '8,32').split(',').map(Number);
const SUPABASE_DIR = resolve(process.env.BENCH_HOT_SUPABASE_DIR ?? 'supabase');
const PORT = process.env.BENCH_HOT_PORT ? Number(process.env.BENCH_HOT_PORT) : undefined;
const FOLD_MS = Number(process.env.BENCH_HOT_FOLD_MS ?? 1000);
const FEED_WRITE_RATE = Number(process.env.BENCH_HOT_FEED_WRITE_RATE ?? 300);
const FEED_ROUNDS = Math.max(1, Number(process.env.BENCH_HOT_FEED_ROUNDS ?? 3));
const ACTIONS = (process.env.BENCH_HOT_ACTIONS ?? 'view,like,earn,comment')
  .split(',')
  .filter(Boolean) as Action[];
/** Events in one fold's burst (over the 1,000 spread videos), timed before the runs. */
const FOLD_BURSTS = [3000, 10_000, 30_000];
/** Each action's untimed warm-up run, before its spread and hot runs. */
const WARM_UP_SECONDS = 4;

async function hasFold(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(
    `select to_regprocedure('public.fold_video_counts()') is not null as present`,
  );
  return rows[0]?.present === true;
}

/** Runs `work` while fold_video_counts() runs every FOLD_MS (as pg_cron does hosted). */
async function folding<T>(db: Db, enabled: boolean, work: () => Promise<T>): Promise<T> {
  if (!enabled) return work();
  let stop = false;
  const loop = (async () => {
    while (!stop) {
      await db.query('select public.fold_video_counts()');
      await new Promise((done) => setTimeout(done, FOLD_MS));
    }
  })();
  try {
    return await work();
  } finally {
    stop = true;
    await loop;
  }
}

/** Whether the hot video's counters equal its rows once everything is folded. */
async function countsMatch(db: Db, id: string, folds: boolean): Promise<string> {
  if (folds) await db.query('select public.fold_video_counts()');
  const { rows } = await db.query<{
    views: string;
    view_rows: string;
    likes: number;
    like_rows: string;
  }>(
    `select v.views, v.likes_count as likes,
            (select count(*) from public.video_views w where w.video_id = v.id) as view_rows,
            (select count(*) from public.video_likes l where l.video_id = v.id) as like_rows
       from public.videos v where v.id = $1`,
    [id],
  );
  const row = rows[0]!;
  const off = [
    Number(row.views) !== Number(row.view_rows) ? `views ${row.views}≠${row.view_rows} rows` : '',
    Number(row.likes) !== Number(row.like_rows) ? `likes ${row.likes}≠${row.like_rows} rows` : '',
  ].filter(Boolean);
  return off.length === 0 ? 'exact' : off.join(', ');
}

async function measureAction(
  db: Db,
  url: string,
  folds: boolean,
  clients: number,
  action: Action,
): Promise<ActionResult> {
  const run = (hotVideo: string | null, seconds = SECONDS) =>
    folding(db, folds, () =>
      pgbench({
        url,
        script: SCRIPTS[action],
        clients,
        seconds,
        variables: writerVariables(clients, hotVideo),
      }),
    );
  // Untimed: the first seconds of an action on freshly loaded tables ran faster than any later
  // ones (its earnings: 7,700 a second, then 4,400-4,700, hot or spread), so whichever of spread
  // and hot went first looked faster.
  await run(null, WARM_UP_SECONDS);
  const spread = await run(null);
  const hotId = await newHotVideo(db, `${action}-${clients}`);
  const hot = await run(hotId);
  return { clients, action, spread, hot, counts: await countsMatch(db, hotId, folds) };
}

/** One round of the feed: alone, then beside empty transactions, spread writes and hot writes. */
async function measureFeedRound(
  db: Db,
  url: string,
  folds: boolean,
  clients: number,
  round: number,
): Promise<FeedRound> {
  const feed = (pids: PgbenchPids) =>
    pgbench({
      url,
      script: SCRIPTS.feed,
      clients,
      seconds: SECONDS,
      name: FEED_APP,
      onStart: (pid) => (pids.feed = pid),
    });
  const writes = (
    pids: PgbenchPids,
    hotVideo: string | null,
    script: string | string[] = [SCRIPTS.view, SCRIPTS.like],
  ) =>
    pgbench({
      url,
      script,
      clients,
      seconds: SECONDS,
      variables: writerVariables(clients, hotVideo),
      ...(FEED_WRITE_RATE > 0 ? { rate: FEED_WRITE_RATE } : {}),
      name: 'bench-writes',
      onStart: (pid) => (pids.writes = pid),
    });
  /** One run's pgbench processes, and the cores each side kept busy meanwhile. */
  const measured = <T>(start: (pids: PgbenchPids) => Promise<T>) => {
    const pids: PgbenchPids = {};
    return withCpu(db, pids, SECONDS, start(pids));
  };
  const [alone, cpuAlone] = await measured(feed);
  const [[withEmpty], cpuEmpty] = await measured((pids) =>
    Promise.all([feed(pids), writes(pids, null, SCRIPTS.empty)]),
  );
  const [[withSpread, spreadWrites], cpuSpread] = await folding(db, folds, () =>
    measured((pids) => Promise.all([feed(pids), writes(pids, null)])),
  );
  const hotVideo = await newHotVideo(db, `feed-${clients}-${round}`);
  const [[withHot, hotWrites], cpuHot] = await folding(db, folds, () =>
    measured((pids) => Promise.all([feed(pids), writes(pids, hotVideo)])),
  );
  return {
    cpu: { alone: cpuAlone, withEmpty: cpuEmpty, withSpread: cpuSpread, withHot: cpuHot },
    alone,
    withEmpty,
    withSpread,
    withHot,
    spreadWrites,
    hotWrites,
  };
}

/**
 * FEED_ROUNDS rounds one after another, so a drift of the machine over a minute (single runs of the
 * same feed swing by 10 % here) reaches alone and beside-the-writes alike.
 */
async function measureFeed(
  db: Db,
  url: string,
  folds: boolean,
  clients: number,
): Promise<FeedResult> {
  const rounds: FeedRound[] = [];
  for (let round = 1; round <= FEED_ROUNDS; round++) {
    rounds.push(await measureFeedRound(db, url, folds, clients, round));
  }
  return { clients, rounds };
}

async function main(): Promise<void> {
  const server = await startThrowawayPostgres(PORT ? { port: PORT } : {});
  try {
    const db = await openPostgres(server.url, 4);
    try {
      await migrate(db, join(SUPABASE_DIR, 'migrations'), join(SUPABASE_DIR, 'seed.sql'));
      const loading = Date.now();
      await loadHotFixtures(db);
      console.log(`fixtures loaded in ${((Date.now() - loading) / 1000).toFixed(1)} s`);
      const folds = await hasFold(db);
      const bursts = folds ? await measureFoldBursts(server.url, FOLD_BURSTS) : [];
      const actions: ActionResult[] = [];
      const feeds: FeedResult[] = [];
      for (const clients of CLIENTS) {
        for (const action of ACTIONS) {
          actions.push(await measureAction(db, server.url, folds, clients, action));
          console.log(`measured ${action} at ${clients} clients`);
        }
        feeds.push(await measureFeed(db, server.url, folds, clients));
        console.log(`measured the feed at ${clients} clients`);
      }
      report(actions, feeds, {
        seconds: SECONDS,
        schema: SUPABASE_DIR,
        folds,
        foldMs: FOLD_MS,
        feedWriteRate: FEED_WRITE_RATE,
      });
      if (folds) reportFoldBursts(bursts);
      await mkdir('bench-results', { recursive: true });
      const file = join('bench-results', folds ? 'hot.json' : 'hot-before.json');
      await writeFile(
        file,
        JSON.stringify(
          { seconds: SECONDS, schema: SUPABASE_DIR, folds, bursts, actions, feeds },
          null,
          2,
        ),
      );
    } finally {
      await db.close();
    }
  } finally {
    server.stop();
  }
}

await main();
