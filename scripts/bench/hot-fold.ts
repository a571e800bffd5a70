/**
 * How long one fold_video_counts() takes for a burst of events, in a session that planned the fold
 * while the table was empty (as the local timer's session does at its first fold, and any session
 * after a vacuum left the table empty; PL/pgSQL keeps that plan). A fold whose work grows with
 * events × videos shows here: it must stay well inside the second between two folds.
 */
import { openPostgres } from '../../supabase/local/src/db/postgres.ts';
import type { Db } from '../../supabase/local/src/db/types.ts';
import { SPREAD_VIDEOS, spreadVideoId } from './hot-fixtures.ts';

export interface FoldBurst {
  events: number;
  videos: number;
  ms: number;
}

/** `events` view events over the spread videos, as the superuser (no request in between). */
async function addEvents(db: Db, events: number): Promise<void> {
  await db.query(
    `insert into private.video_count_events (video_id, views)
     select ${spreadVideoId('1 + n % $2::int')}, 1
       from generate_series(1, $1::int) n`,
    [events, SPREAD_VIDEOS],
  );
}

/** Folds each burst in `sizes` on one session planned on the emptied table; milliseconds each. */
export async function measureFoldBursts(url: string, sizes: number[]): Promise<FoldBurst[]> {
  const db = await openPostgres(url, 1);
  try {
    await db.query('select public.fold_video_counts()');
    await db.exec('vacuum private.video_count_events');
    // Planned now, on a table of no pages; kept for this session.
    await db.query('select public.fold_video_counts()');
    const bursts: FoldBurst[] = [];
    for (const events of sizes) {
      await addEvents(db, events);
      const started = performance.now();
      await db.query('select public.fold_video_counts()');
      bursts.push({
        events,
        videos: Math.min(events, SPREAD_VIDEOS),
        ms: performance.now() - started,
      });
    }
    return bursts;
  } finally {
    await db.close();
  }
}

/** One line per burst. */
export function reportFoldBursts(bursts: FoldBurst[]): void {
  console.log(
    '\nOne fold of a burst, in a session that planned the fold on the emptied table (it runs every second):',
  );
  for (const burst of bursts) {
    console.log(
      `  ${burst.events.toLocaleString('en-US').padStart(6)} events over ${burst.videos.toLocaleString('en-US')} videos: ${burst.ms.toFixed(0).padStart(5)} ms`,
    );
  }
}
