import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, insertVideo, rowOf, userActor } from './support/db-actors.ts';
import { simultaneousCalls } from './support/direct-calls.ts';
import { concurrentEngine, startStack, type Stack } from './support/stack.ts';

// Racing challenge entries on real Postgres (PGlite runs one transaction at a time): one user's
// simultaneous entries, and one ticket spent by simultaneous late entries, each end in exactly one
// entry (issue 13; part 2 §5 Terms: one video per challenge).

describe('challenge entry races on real Postgres', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine: concurrentEngine });
  });
  afterAll(() => stack?.stop());

  const url = () => stack.gateway.db.url!;

  async function runningChallenge(): Promise<string> {
    const row = await rowOf<{ id: string }>(
      stack,
      `insert into public.challenges (title, description, start_date, end_date)
       values ('Race', 'Go', now() - interval '1 hour', now() + interval '6 days') returning id`,
    );
    return row!.id;
  }

  it('lets exactly one of 10 simultaneous entries by one user in (supabase-js)', async () => {
    const user = await userActor(stack, 'racer');
    const challenge = await runningChallenge();
    const videos = await Promise.all(Array.from({ length: 10 }, () => insertVideo(stack, user.id)));
    const answers = await Promise.all(
      videos.map((video) =>
        user.client.rpc('enter_challenge', { p_challenge_id: challenge, p_video_id: video }),
      ),
    );
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(1);
    expect(
      answers.filter(
        (answer) =>
          answer.error?.code === '23505' &&
          answer.error.message === 'You have already entered this challenge.',
      ),
    ).toHaveLength(9);
    expect(
      await countOf(stack, 'select 1 from public.challenge_entries where challenge_id = $1', [
        challenge,
      ]),
    ).toBe(1);
  });

  it('lets exactly one of 10 entries released on 10 connections at once in', async () => {
    const user = await userActor(stack, 'racer');
    const challenge = await runningChallenge();
    const videos = await Promise.all(Array.from({ length: 10 }, () => insertVideo(stack, user.id)));
    const outcomes = await simultaneousCalls<unknown>(
      url(),
      videos.map((video) => ({
        userId: user.id,
        sql: 'select public.enter_challenge($1, $2) as result',
        params: [challenge, video],
      })),
    );
    expect(outcomes.filter((outcome) => 'result' in outcome)).toHaveLength(1);
    expect(
      outcomes.filter(
        (outcome) =>
          'error' in outcome && outcome.error === 'You have already entered this challenge.',
      ),
    ).toHaveLength(9);
    expect(
      await countOf(stack, 'select 1 from public.challenge_entries where challenge_id = $1', [
        challenge,
      ]),
    ).toBe(1);
  });

  it('spends one ticket once when late entries race after the deadline', async () => {
    const user = await userActor(stack, 'late');
    const challenge = await runningChallenge();
    const issued = await user.client.rpc('issue_entry_ticket', { p_challenge_id: challenge });
    const ticket = (issued.data as { id: string }).id;
    // An hour passes beyond the deadline, for the challenge and the ticket alike.
    await stack.gateway.db.query(
      `with s as (select end_date - (now() - interval '1 hour') as shift from public.challenges where id = $1),
            t as (update public.challenge_entry_tickets k set issued_at = k.issued_at - s.shift
                    from s where k.challenge_id = $1 returning k.id)
       update public.challenges c set start_date = c.start_date - s.shift, end_date = c.end_date - s.shift
         from s where c.id = $1`,
      [challenge],
    );
    const videos = await Promise.all(Array.from({ length: 8 }, () => insertVideo(stack, user.id)));
    const outcomes = await simultaneousCalls<{ late: boolean }>(
      url(),
      videos.map((video) => ({
        userId: user.id,
        sql: 'select public.enter_challenge($1, $2, $3) as result',
        params: [challenge, video, ticket],
      })),
    );
    const accepted = outcomes.filter((outcome) => 'result' in outcome);
    expect(accepted).toEqual([{ result: expect.objectContaining({ late: true }) }]);
    expect(
      await countOf(stack, 'select 1 from public.challenge_entries where challenge_id = $1', [
        challenge,
      ]),
    ).toBe(1);
    expect(
      await countOf(
        stack,
        'select 1 from public.challenge_entry_tickets where id = $1 and used_at is not null',
        [ticket],
      ),
    ).toBe(1);
  });
});
