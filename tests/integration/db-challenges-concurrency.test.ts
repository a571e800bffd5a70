import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_BOOT_MS } from './support/app-functions.ts';
import {
  challengeAt,
  endChallenge,
  enterLate,
  fileVideo,
  issue,
  MESSAGES,
  sha256,
  ticketRow,
  videoBytes,
  type Ticket,
} from './support/challenge-entries.ts';
import { countOf, insertVideo, rowOf, userActor } from './support/db-actors.ts';
import { simultaneousCalls } from './support/direct-calls.ts';
import { concurrentEngine, startStack, type Stack } from './support/stack.ts';

// Racing challenge entries on real Postgres (PGlite runs one transaction at a time): one user's
// simultaneous entries, and one ticket spent by 30 simultaneous late entries (through the SQL and
// through enter-challenge-late), each end in exactly one entry; an on-time entry racing ticket
// requests leaves no open ticket behind (issue 13, issue 34 §5; part 2 §5 Terms: one video per
// challenge).

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

  /** A user with a ticket bound to `bytes`, and `count` uploaded copies of them, after the deadline. */
  async function lateCopies(count: number) {
    const user = await userActor(stack, 'late');
    const challenge = await challengeAt(stack, '-1 hour', '6 days');
    const bytes = videoBytes();
    const ticket = ((await issue(user, challenge, sha256(bytes))).data as Ticket).id;
    await endChallenge(stack, challenge, '1 hour');
    const videos = await Promise.all(
      Array.from({ length: count }, () => fileVideo(stack, user, bytes)),
    );
    return { user, challenge, bytes, ticket, videos };
  }

  const entries = (challenge: string) =>
    countOf(stack, 'select 1 from public.challenge_entries where challenge_id = $1', [challenge]);

  it('lets one ticket admit one of 30 late entries released at once (the late path’s SQL)', async () => {
    const { user, challenge, bytes, ticket, videos } = await lateCopies(30);
    const versions = new Map(
      (
        await stack.gateway.db.query<{ name: string; version: string }>(
          `select name, version from storage.objects where bucket_id = 'uploads' and name = any($1::text[])`,
          [videos.map((video) => video.objectName)],
        )
      ).rows.map((row) => [row.name, row.version]),
    );
    const outcomes = await simultaneousCalls<{ late: boolean; video_id: string }>(
      url(),
      videos.map((video) => ({
        userId: user.id,
        role: 'service_role',
        sql: 'select public.enter_challenge_late($1, $2, $3, $4, $5) as result',
        params: [user.id, challenge, video.id, versions.get(video.objectName), sha256(bytes)],
      })),
    );
    const accepted = outcomes.filter((outcome) => 'result' in outcome);
    expect(accepted).toEqual([{ result: expect.objectContaining({ late: true }) }]);
    expect(outcomes.filter((outcome) => 'error' in outcome)).toEqual(
      Array.from({ length: 29 }, () => ({ error: 'You have already entered this challenge.' })),
    );
    expect(await entries(challenge)).toBe(1);
    const spent = await rowOf<{ used_at: Date | null; video_id: string }>(
      stack,
      `select t.used_at, e.video_id from public.challenge_entry_tickets t
         join public.challenge_entries e on e.id = t.entry_id where t.id = $1`,
      [ticket],
    );
    expect(spent?.video_id).toBe(
      accepted[0] && 'result' in accepted[0] && accepted[0].result.video_id,
    );
  });

  it(
    'lets one ticket admit one of 30 late entries sent to enter-challenge-late at once',
    async () => {
      const { user, challenge, ticket, videos } = await lateCopies(30);
      const answers = await Promise.all(
        videos.map((video) => enterLate(user, challenge, video.id)),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      // The rest are refused: the entry exists, or the checks the ticket allows (each reads the
      // whole file) were used up by the racing calls themselves.
      const refusals = answers.filter((answer) => answer.status !== 200);
      expect(
        refusals.filter(
          (answer) =>
            !(answer.status === 409 && answer.body.code === '23505') &&
            !(answer.status === 400 && answer.body.error === MESSAGES.tooManyChecks),
        ),
      ).toEqual([]);
      expect((await ticketRow(stack, ticket))?.file_checks).toBeLessThanOrEqual(10);
      expect(await entries(challenge)).toBe(1);
    },
    FIRST_BOOT_MS,
  );

  it('leaves no open ticket when an on-time entry races 29 ticket requests', async () => {
    const user = await userActor(stack, 'voider');
    const challenge = await challengeAt(stack, '-1 hour', '6 days');
    const video = await insertVideo(stack, user.id);
    const calls = Array.from({ length: 30 }, (_, i) =>
      i === 15
        ? {
            userId: user.id,
            sql: 'select public.enter_challenge($1, $2) as result',
            params: [challenge, video],
          }
        : {
            userId: user.id,
            sql: 'select public.issue_entry_ticket($1, $2) as result',
            params: [challenge, sha256(videoBytes())],
          },
    );
    const outcomes = await simultaneousCalls<unknown>(url(), calls);
    expect('result' in outcomes[15]!).toBe(true);
    expect(await entries(challenge)).toBe(1);
    // Every ticket issued before the entry is void; every request after it was refused.
    expect(
      await countOf(
        stack,
        `select 1 from public.challenge_entry_tickets
          where challenge_id = $1 and used_at is null and voided_at is null`,
        [challenge],
      ),
    ).toBe(0);
    expect(
      outcomes.filter(
        (outcome, i) =>
          i !== 15 &&
          !('result' in outcome) &&
          outcome.error !== 'You have already entered this challenge.',
      ),
    ).toEqual([]);
  });
});
