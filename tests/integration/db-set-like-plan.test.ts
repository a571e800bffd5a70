import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldCounts, insertVideo, userActor, type SignedInActor } from './support/db-actors.ts';
import { openAs } from './support/direct-calls.ts';
import { concurrentEngine, startStack, type Stack } from './support/stack.ts';

// Issue 38 (20261130300000_like_answer_reads_its_index.sql): the fold empties
// private.video_count_events every second, so an autovacuum leaves it with relpages = 0. A plan
// made then was a sequential scan, which PL/pgSQL kept for the session while the folds' dead rows
// piled up until the next autovacuum: every like read all of them.

interface Scans {
  seq_scan: string;
  idx_scan: string;
}

describe("set_like's answer on real Postgres", () => {
  let stack: Stack;
  let creator: SignedInActor;
  let fan: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine: concurrentEngine, countFoldIntervalMs: 0 });
    [creator, fan] = await Promise.all([userActor(stack, 'creator'), userActor(stack, 'fan')]);
  });
  afterAll(() => stack?.stop());

  it("reads the caller's pending events through their index after the table was vacuumed empty", async () => {
    const id = await insertVideo(stack, creator.id);
    await foldCounts(stack);
    await stack.gateway.db.query('vacuum analyze private.video_count_events');
    const { rows: stats } = await stack.gateway.db.query<{ relpages: number }>(
      `select relpages from pg_class where oid = 'private.video_count_events'::regclass`,
    );
    expect(stats[0]?.relpages).toBe(0);

    // A new session plans set_like now, as a PostgREST connection opened after a vacuum would.
    const client = await openAs(stack.gateway.db.url!, fan.id);
    try {
      const answer = await client.query<{ result: unknown }>(
        'select public.set_like($1, true) as result',
        [id],
      );
      expect(answer.rows[0]?.result).toEqual({ liked: true, likes_count: 1 });
      const scans = await client.query<Scans>(
        `select seq_scan, idx_scan from pg_stat_xact_all_tables
          where relid = 'private.video_count_events'::regclass`,
      );
      expect(scans.rows[0]).toEqual({ seq_scan: '0', idx_scan: '1' });
      await client.query('rollback');
    } finally {
      await client.end();
    }
  });
});
