import type { Db } from './types.ts';

/** A running fold timer; stop() waits for a fold in progress. */
export interface CountFolds {
  stop(): Promise<void>;
}

/**
 * Runs public.fold_video_counts() every `intervalMs` (design §3.18, migration
 * 20261129130000_counts_folded_off_the_video_row.sql): hosted Supabase runs it with pg_cron every
 * second, supabase/local has no pg_cron, so this timer plays its part. A fold still running when
 * the next tick comes is not doubled; a failed fold is logged and retried on the next tick (it
 * rolled back whole, so nothing is lost or counted twice).
 */
export function startCountFolds(db: Db, intervalMs: number): CountFolds {
  if (intervalMs <= 0) return { stop: () => Promise.resolve() };
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = db
      .query('select public.fold_video_counts()', [], { prepare: true })
      .then(
        () => undefined,
        (error: unknown) => {
          if (!stopped)
            console.error('supabase/local: folding view and like counts failed:', String(error));
        },
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
