/** The tables scripts/bench/hot.ts prints: each action hot vs spread, the feed, and the cores used. */
import { cpus } from 'node:os';
import type { CpuUse } from './hot-cpu.ts';
import type { Action } from './hot-fixtures.ts';
import type { PgbenchRun } from './pgbench.ts';

const HOT_GOAL = 0.8;
const FEED_GOAL = 0.9;

export interface ActionResult {
  clients: number;
  action: Action;
  spread: PgbenchRun;
  hot: PgbenchRun;
  counts: string;
}

/** One round of the feed (scripts/bench/hot.ts's measureFeedRound). */
export interface FeedRound {
  cpu: { alone: CpuUse; withEmpty: CpuUse; withSpread: CpuUse; withHot: CpuUse };
  /** Beside as many empty transactions (a write's round trips, no SQL work) at the same rate. */
  withEmpty: PgbenchRun;
  alone: PgbenchRun;
  withSpread: PgbenchRun;
  withHot: PgbenchRun;
  /** The view+like writers beside the feed: spread, then on the hot video. */
  spreadWrites: PgbenchRun;
  hotWrites: PgbenchRun;
}

export interface FeedResult {
  clients: number;
  rounds: FeedRound[];
}

/** A feed result as its tables show it: the round whose hot ÷ alone is the median. */
type ShownFeed = FeedRound & { clients: number };

const hotPerAlone = (round: FeedRound) => round.withHot.tps / round.alone.tps;

function medianRound(feed: FeedResult): ShownFeed {
  const sorted = [...feed.rounds].sort((a, b) => hotPerAlone(a) - hotPerAlone(b));
  return { clients: feed.clients, ...sorted[Math.floor((sorted.length - 1) / 2)]! };
}

const num = (value: number, width = 9, digits = 1) => value.toFixed(digits).padStart(width);
const mark = (ratio: number, goal: number) =>
  `${ratio.toFixed(2)}${ratio >= goal ? ' ok' : ' LOW'}`;

/**
 * The cores each side kept busy, and the feed's transactions per core it got: when that stays put
 * beside the writes, the feed lost CPU time to them, not efficiency (no lock or wait of theirs).
 */
function reportCpu(feeds: ShownFeed[]): void {
  console.log(
    `\nCores busy during the feed runs (${cpus().length} on this machine): feed / writes (their clients and backends, the fold, vacuum) / rest of the machine (other work).` +
      `\n+empty: beside as many empty transactions a second (a write's round trips, SELECT 1 for each statement): what any write costs the feed here.`,
  );
  console.log(
    'clients  alone               +empty              +spread             +hot                +empty tps  ÷ alone   feed tps per feed core alone/+empty/+spread/+hot',
  );
  const cores = (use: CpuUse) =>
    `${use.feed.toFixed(2)} / ${use.writes.toFixed(2)} / ${use.rest.toFixed(2)}`.padEnd(20);
  for (const row of feeds) {
    const perCore = (run: PgbenchRun, use: CpuUse) =>
      (run.tps / Math.max(use.feed, 0.01)).toFixed(0);
    console.log(
      `${String(row.clients).padStart(7)}  ${cores(row.cpu.alone)}${cores(row.cpu.withEmpty)}${cores(row.cpu.withSpread)}${cores(row.cpu.withHot)}` +
        `${num(row.withEmpty.tps, 10)}  ${(row.withEmpty.tps / row.alone.tps).toFixed(2).padEnd(8)}  ` +
        `${perCore(row.alone, row.cpu.alone)} / ${perCore(row.withEmpty, row.cpu.withEmpty)} / ${perCore(row.withSpread, row.cpu.withSpread)} / ${perCore(row.withHot, row.cpu.withHot)}`,
    );
  }
}

/** How the runs were made, for the report's headings. */
export interface HotSettings {
  seconds: number;
  schema: string;
  folds: boolean;
  foldMs: number;
  /** Views+likes a second beside the feed (0: flat out). */
  feedWriteRate: number;
}

export function report(actions: ActionResult[], feeds: FeedResult[], settings: HotSettings): void {
  const { seconds, schema, folds, foldMs, feedWriteRate } = settings;
  console.log(
    `\nOne hot video vs the same writes spread over 1,000 videos: pgbench, ${seconds} s a run, prepared statements.` +
      `\nSchema: ${schema} (${folds ? `counts folded every ${foldMs} ms during the runs` : 'counts written in place'})\n`,
  );
  console.log(
    'clients action   spread tps   hot tps  hot/spread  p50 spread/hot ms  p99 spread/hot ms  failed spread/hot  hot counts',
  );
  for (const row of actions) {
    console.log(
      `${String(row.clients).padStart(7)} ${row.action.padEnd(7)} ${num(row.spread.tps, 11)} ${num(row.hot.tps)}  ${mark(row.hot.tps / row.spread.tps, HOT_GOAL).padEnd(10)} ` +
        `${`${row.spread.p50.toFixed(1)} / ${row.hot.p50.toFixed(1)}`.padStart(17)}  ` +
        `${`${row.spread.p99.toFixed(1)} / ${row.hot.p99.toFixed(1)}`.padStart(17)}  ` +
        `${`${row.spread.aborted} / ${row.hot.aborted}`.padStart(17)}  ${row.action === 'view' || row.action === 'like' ? row.counts : '-'}`,
    );
  }
  console.log(
    `\nHome feed (get_public_videos 12, anon) alone and beside views+likes from as many clients (${feedWriteRate > 0 ? `${feedWriteRate} a second` : 'flat out'}), the median of ${feeds[0]?.rounds.length ?? 0} round(s):`,
  );
  console.log(
    'clients  alone tps  +spread tps  +hot tps  hot/alone  hot/spread  p99 alone/+spread/+hot ms  writers tps spread/hot  failed',
  );
  const shown = feeds.map(medianRound);
  for (const row of shown) {
    console.log(
      `${String(row.clients).padStart(7)} ${num(row.alone.tps, 10)} ${num(row.withSpread.tps, 12)} ${num(row.withHot.tps)}  ` +
        `${mark(row.withHot.tps / row.alone.tps, FEED_GOAL).padEnd(9)}  ${mark(row.withHot.tps / row.withSpread.tps, FEED_GOAL).padEnd(10)}  ` +
        `${row.alone.p99.toFixed(1)} / ${row.withSpread.p99.toFixed(1)} / ${row.withHot.p99.toFixed(1)}`.padEnd(
          27,
        ) +
        `${num(row.spreadWrites.tps, 8)} / ${num(row.hotWrites.tps, 0)}   ${row.spreadWrites.aborted} / ${row.hotWrites.aborted}`,
    );
  }
  for (const feed of feeds.filter((row) => row.rounds.length > 1)) {
    console.log(
      `${String(feed.clients).padStart(7)} clients, hot/alone of each round (the median round is shown): ${feed.rounds.map((round) => hotPerAlone(round).toFixed(2)).join(', ')}`,
    );
  }
  reportCpu(shown);
  const errors = actions
    .flatMap((row) => [row.spread.firstError, row.hot.firstError])
    .filter(Boolean);
  if (errors.length > 0)
    console.log(`\nFirst failures:\n${[...new Set(errors)].slice(0, 5).join('\n')}`);
}
