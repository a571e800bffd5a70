import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonActor,
  countOf,
  insertVideo,
  makeAdmin,
  rowOf,
  userActor,
  userActors,
  type Actor,
  type SignedInActor,
} from './support/db-actors.ts';
import {
  challengeAt as challengeIn,
  endChallenge as endChallengeIn,
  enter,
  issue as issueFor,
  MESSAGES,
  sha256,
  videoBytes,
  type Entry,
  type Ticket,
} from './support/challenge-entries.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

// Issue 13, server side: deadline-safe entries (tickets, grace window), one entry per user per
// challenge through enter_challenge only, winners, audit rows and the SQL-side challenge checks.
// Time is moved by setting a challenge's dates relative to the database's now() as the superuser.
// Tickets bound to files, late entries through enter-challenge-late and the rules against swaps
// (issue 34 §5) are in db-challenges-integrity.test.ts.

const { ended: ENDED, graceOver: GRACE_OVER, notStarted: NOT_STARTED, already: ALREADY } = MESSAGES;
const { badTicket: BAD_TICKET } = MESSAGES;

const challengeRow = (overrides: Record<string, unknown> = {}) => ({
  title: 'Best Sneeze',
  description: 'Show us your loudest sneeze',
  start_date: new Date(Date.now() - 3600_000).toISOString(),
  end_date: new Date(Date.now() + 6 * 86400_000).toISOString(),
  ...overrides,
});

describe.each(engines)('weekly challenges on %s', (engine) => {
  let stack: Stack;
  let admin: SignedInActor;
  let alice: SignedInActor;
  let bob: SignedInActor;
  let anon: Actor;

  beforeAll(async () => {
    stack = await startStack({ engine });
    [admin, alice, bob] = await userActors(stack, ['admin', 'alice', 'bob']);
    await makeAdmin(stack, admin.id);
    anon = anonActor(stack);
  });
  afterAll(() => stack?.stop());

  const challengeAt = (start: string, end: string) => challengeIn(stack, start, end);
  const endChallenge = (id: string, ago: string) => endChallengeIn(stack, id, ago);
  /** A ticket for a file of its own (issue 34 §5: every ticket covers one file). */
  const issue = (actor: Actor, challengeId: string) =>
    issueFor(actor, challengeId, sha256(videoBytes()));

  const participants = async (challengeId: string) => {
    const { data, error } = await anon.client
      .from('challenge_participant_counts')
      .select('participant_count')
      .eq('challenge_id', challengeId)
      .single();
    expect(error).toBeNull();
    return (data as { participant_count: number }).participant_count;
  };

  describe('entries', () => {
    it('enters a running challenge once per user, through enter_challenge only', async () => {
      const running = await challengeAt('-1 hour', '6 days');
      const first = await insertVideo(stack, alice.id);
      const second = await insertVideo(stack, alice.id);

      const direct = await alice.client
        .from('challenge_entries')
        .insert({ challenge_id: running, user_id: alice.id, video_id: first });
      expect(direct.error?.code).toBe('42501');

      const entered = await enter(alice, running, first);
      expect(entered.error).toBeNull();
      expect(entered.data).toMatchObject({
        challenge_id: running,
        user_id: alice.id,
        video_id: first,
        late: false,
      });

      const again = await enter(alice, running, second);
      expect(again.error).toMatchObject({ code: '23505', message: ALREADY });
      expect((await issue(alice, running)).error).toMatchObject({
        code: '23505',
        message: ALREADY,
      });
      expect(await participants(running)).toBe(1);

      const bobsVideo = await insertVideo(stack, bob.id);
      expect((await enter(bob, running, bobsVideo)).error).toBeNull();
      expect(await participants(running)).toBe(2);
    });

    it("refuses someone else's video, anonymous callers and unknown challenges", async () => {
      const running = await challengeAt('-1 hour', '6 days');
      const bobsVideo = await insertVideo(stack, bob.id);
      expect((await enter(alice, running, bobsVideo)).error).toMatchObject({
        code: '42501',
        message: 'You can only enter your own videos.',
      });
      expect((await enter(anon, running, bobsVideo)).error?.code).toBe('42501');
      expect((await issue(anon, running)).error?.code).toBe('42501');
      const video = await insertVideo(stack, alice.id);
      expect((await enter(alice, randomUUID(), video)).error).toMatchObject({
        message: 'This challenge does not exist.',
      });
      expect(await participants(running)).toBe(0);
    });

    it('refuses tickets and entries before the start', async () => {
      const upcoming = await challengeAt('1 day', '8 days');
      const video = await insertVideo(stack, alice.id);
      expect((await issue(alice, upcoming)).error).toMatchObject({
        code: 'P0001',
        message: NOT_STARTED,
      });
      expect((await enter(alice, upcoming, video)).error).toMatchObject({
        code: 'P0001',
        message: NOT_STARTED,
      });
    });

    it('issues one open ticket per user and challenge, at server time, while it runs', async () => {
      const running = await challengeAt('-1 hour', '6 days');
      const issued = await issue(alice, running);
      expect(issued.error).toBeNull();
      const ticket = issued.data as Ticket;
      const server = await rowOf<{ issued_at: Date; end_date: Date; user_id: string }>(
        stack,
        `select t.issued_at, c.end_date, t.user_id::text as user_id
           from public.challenge_entry_tickets t join public.challenges c on c.id = t.challenge_id
          where t.id = $1`,
        [ticket.id],
      );
      expect(server?.user_id).toBe(alice.id);
      expect(Date.parse(ticket.issued_at)).toBe(new Date(server!.issued_at).getTime());
      expect(Date.parse(ticket.end_date)).toBe(new Date(server!.end_date).getTime());
      expect(Date.parse(ticket.accept_until) - Date.parse(ticket.end_date)).toBe(24 * 3600_000);
      expect(((await issue(alice, running)).data as Ticket).id).toBe(ticket.id);
      expect(((await issue(bob, running)).data as Ticket).id).not.toBe(ticket.id);

      // Users read their own tickets only and cannot write any.
      const { data: mine } = await alice.client.from('challenge_entry_tickets').select('id');
      expect((mine ?? []).map((row) => row.id)).toEqual([ticket.id]);
      const forged = await alice.client
        .from('challenge_entry_tickets')
        .insert({ user_id: alice.id, challenge_id: running, issued_at: '2020-01-01T00:00:00Z' });
      expect(forged.error?.code).toBe('42501');
      const backdated = await alice.client
        .from('challenge_entry_tickets')
        .update({ issued_at: '2020-01-01T00:00:00Z' })
        .eq('id', ticket.id);
      expect(backdated.error?.code).toBe('42501');

      await endChallenge(running, '1 minute');
      expect((await issue(alice, running)).error).toMatchObject({ code: 'P0001', message: ENDED });
    });

    it('never admits a late entry itself: a ticket that predates the deadline is sent to the file check', async () => {
      const challenge = await challengeAt('-1 hour', '6 days');
      const ticket = ((await issue(alice, challenge)).data as Ticket).id;
      await endChallenge(challenge, '23 hours');
      const video = await insertVideo(stack, alice.id, {
        video_url: `${stack.url}/storage/v1/object/public/uploads/${alice.id}/late.webm`,
      });
      const late = await enter(alice, challenge, video, ticket);
      expect(late.status).toBe(428);
      expect(late.error).toMatchObject({ code: 'PT428', message: MESSAGES.needsCheck });
      expect(
        await countOf(
          stack,
          'select 1 from public.challenge_entry_tickets where id = $1 and used_at is null',
          [ticket],
        ),
      ).toBe(1);
      expect(await participants(challenge)).toBe(0);
    });

    it('consumes a ticket used while the challenge runs', async () => {
      const running = await challengeAt('-1 hour', '6 days');
      const ticket = ((await issue(bob, running)).data as Ticket).id;
      const video = await insertVideo(stack, bob.id);
      const entered = await enter(bob, running, video, ticket);
      expect(entered.error).toBeNull();
      expect(entered.data).toMatchObject({ late: false });
      expect(
        await countOf(
          stack,
          'select 1 from public.challenge_entry_tickets where id = $1 and used_at is not null',
          [ticket],
        ),
      ).toBe(1);
    });

    it('refuses an entry after the deadline without a ticket', async () => {
      const challenge = await challengeAt('-1 hour', '6 days');
      await endChallenge(challenge, '1 minute');
      const video = await insertVideo(stack, alice.id);
      expect((await enter(alice, challenge, video)).error).toMatchObject({
        code: 'P0001',
        message: ENDED,
      });
      expect(await participants(challenge)).toBe(0);
    });

    it("refuses another user's, another challenge's and forged tickets", async () => {
      const challenge = await challengeAt('-1 hour', '6 days');
      const other = await challengeAt('-1 hour', '6 days');
      const bobsTicket = ((await issue(bob, challenge)).data as Ticket).id;
      const alicesOtherTicket = ((await issue(alice, other)).data as Ticket).id;
      await endChallenge(challenge, '1 hour');
      const video = await insertVideo(stack, alice.id);
      for (const ticket of [bobsTicket, alicesOtherTicket, randomUUID()]) {
        expect((await enter(alice, challenge, video, ticket)).error).toMatchObject({
          code: '42501',
          message: BAD_TICKET,
        });
      }
      expect(await participants(challenge)).toBe(0);
      expect(
        await countOf(
          stack,
          'select 1 from public.challenge_entry_tickets where id = any($1::uuid[]) and used_at is not null',
          [[bobsTicket, alicesOtherTicket]],
        ),
      ).toBe(0);
    });

    it('refuses a ticketed entry after the grace window, and a ticket issued after the deadline', async () => {
      const challenge = await challengeAt('-1 hour', '6 days');
      const ticket = ((await issue(alice, challenge)).data as Ticket).id;
      await endChallenge(challenge, '24 hours 1 minute');
      const video = await insertVideo(stack, alice.id);
      expect((await enter(alice, challenge, video, ticket)).error).toMatchObject({
        code: 'P0001',
        message: GRACE_OVER,
      });

      // An admin moving the deadline before a ticket's issue time makes the ticket too late.
      const moved = await challengeAt('-1 hour', '6 days');
      const bobsTicket = ((await issue(bob, moved)).data as Ticket).id;
      await stack.gateway.db.query(
        `update public.challenges set end_date = now() - interval '1 minute' where id = $1`,
        [moved],
      );
      const bobsVideo = await insertVideo(stack, bob.id);
      expect((await enter(bob, moved, bobsVideo, bobsTicket)).error).toMatchObject({
        code: 'P0001',
        message: 'This challenge has ended: the entry ticket was issued after the deadline.',
      });
      expect(
        await countOf(
          stack,
          'select 1 from public.challenge_entries where challenge_id = any($1::uuid[])',
          [[challenge, moved]],
        ),
      ).toBe(0);
    });
  });

  describe('participant counts', () => {
    it('counts participants from entries, without writing the challenge row', async () => {
      const user = await userActor(stack, 'counter');
      const { rows } = await stack.gateway.db.query<{ id: string; updated_at: Date }>(
        `insert into public.challenges (title, description, start_date, end_date)
         values ('Count me', 'In', now() - interval '1 hour', now() + interval '1 day') returning id, updated_at`,
      );
      const challenge = rows[0]!;
      const video = await insertVideo(stack, user.id);
      const entered = await user.client.rpc('enter_challenge', {
        p_challenge_id: challenge.id,
        p_video_id: video,
      });
      expect((entered.data as Entry).video_id).toBe(video);
      const after = await rowOf<{ updated_at: Date; count: number }>(
        stack,
        `select c.updated_at, p.participant_count as count from public.challenges c
           join public.challenge_participant_counts p on p.challenge_id = c.id where c.id = $1`,
        [challenge.id],
      );
      expect(after?.count).toBe(1);
      expect(new Date(after!.updated_at).getTime()).toBe(new Date(challenge.updated_at).getTime());
    });
  });

  describe('challenges and winners', () => {
    const audit = async (table: string, recordId?: string) =>
      (
        await stack.gateway.db.query<{
          admin_user_id: string | null;
          action: string;
          record_id: string | null;
        }>(
          `select admin_user_id::text, action, record_id from public.admin_audit_log
            where table_name = $1 and ($2::text is null or record_id = $2) order by id`,
          [table, recordId ?? null],
        )
      ).rows;

    it('lets only admins write challenges, audited by the database', async () => {
      const created = await admin.client
        .from('challenges')
        .insert(challengeRow())
        .select('id')
        .single();
      expect(created.error).toBeNull();
      const id = (created.data as { id: string }).id;
      for (const actor of [alice, anon]) {
        expect((await actor.client.from('challenges').insert(challengeRow())).error?.code).toBe(
          '42501',
        );
        const edited = await actor.client
          .from('challenges')
          .update({ title: 'Hijacked' })
          .eq('id', id)
          .select('id');
        if (edited.error) expect(edited.error.code).toBe('42501');
        else expect(edited.data).toEqual([]);
        const removed = await actor.client.from('challenges').delete().eq('id', id).select('id');
        if (removed.error) expect(removed.error.code).toBe('42501');
        else expect(removed.data).toEqual([]);
      }
      expect(
        await countOf(
          stack,
          `select 1 from public.challenges where id = $1 and title = 'Best Sneeze'`,
          [id],
        ),
      ).toBe(1);
      expect(
        (await admin.client.from('challenges').update({ title: 'Edited' }).eq('id', id)).error,
      ).toBeNull();
      expect((await audit('challenges', id)).map((row) => [row.admin_user_id, row.action])).toEqual(
        [
          [admin.id, 'INSERT'],
          [admin.id, 'UPDATE'],
        ],
      );
    });

    it('refuses forged audit rows from every client, admins included', async () => {
      const before = await countOf(stack, 'select 1 from public.admin_audit_log');
      for (const actor of [admin, alice, anon]) {
        const forged = await actor.client.from('admin_audit_log').insert({
          admin_user_id: admin.id,
          action: 'DELETE',
          table_name: 'challenges',
          record_id: randomUUID(),
        });
        expect(forged.error?.code).toBe('42501');
      }
      const tampered = await admin.client
        .from('admin_audit_log')
        .update({ action: 'DELETE' })
        .eq('table_name', 'challenges');
      expect(tampered.error?.code).toBe('42501');
      const erased = await admin.client
        .from('admin_audit_log')
        .delete()
        .eq('table_name', 'challenges');
      expect(erased.error?.code).toBe('42501');
      expect(await countOf(stack, 'select 1 from public.admin_audit_log')).toBe(before);
    });

    it("does not audit users' entries", async () => {
      const running = await challengeAt('-1 hour', '6 days');
      const video = await insertVideo(stack, alice.id);
      expect((await enter(alice, running, video)).error).toBeNull();
      expect(
        await countOf(stack, 'select 1 from public.admin_audit_log where admin_user_id = $1', [
          alice.id,
        ]),
      ).toBe(0);
    });

    it('lets admins pick 1st to 3rd place from an ended challenge’s entries, audited, read by all', async () => {
      const challenge = await challengeAt('-1 hour', '6 days');
      const entrants = await userActors(stack, ['w1', 'w2', 'w3', 'w4'] as const);
      const videos: string[] = [];
      for (const entrant of entrants) {
        const video = await insertVideo(stack, entrant.id);
        expect((await enter(entrant, challenge, video)).error).toBeNull();
        videos.push(video);
      }
      const notEntered = await insertVideo(stack, entrants[0].id);
      const pick = (actor: Actor, place: number, videoId: string, challengeId = challenge) =>
        actor.client
          .from('challenge_winners')
          .insert({ challenge_id: challengeId, place, video_id: videoId })
          .select('id, user_id')
          .single();

      expect((await pick(admin, 1, videos[0]!)).error).toMatchObject({
        code: '23514',
        message: 'Winners can only be picked once the challenge has ended.',
      });
      await endChallenge(challenge, '1 minute');

      expect((await pick(alice, 1, videos[0]!)).error?.code).toBe('42501');
      expect((await pick(anon, 1, videos[0]!)).error?.code).toBe('42501');
      expect((await pick(admin, 1, notEntered)).error).toMatchObject({
        code: '23503',
        message: "Winners must be picked from this challenge's entries.",
      });
      const elsewhere = await challengeAt('-1 hour', '6 days');
      await endChallenge(elsewhere, '1 minute');
      expect((await pick(admin, 1, videos[0]!, elsewhere)).error?.code).toBe('23503');

      const first = await pick(admin, 1, videos[0]!);
      expect(first.error).toBeNull();
      expect(first.data).toMatchObject({ user_id: entrants[0].id });
      // user_id always comes from the entry, whatever the admin sends.
      const second = await admin.client
        .from('challenge_winners')
        .insert({ challenge_id: challenge, place: 2, video_id: videos[1], user_id: admin.id })
        .select('id, user_id')
        .single();
      expect(second.data).toMatchObject({ user_id: entrants[1].id });
      expect((await pick(admin, 2, videos[2]!)).error?.code).toBe('23505');
      expect((await pick(admin, 3, videos[0]!)).error?.code).toBe('23505');
      expect((await pick(admin, 4, videos[2]!)).error?.code).toBe('23514');
      expect((await pick(admin, 0, videos[2]!)).error?.code).toBe('23514');
      const third = await pick(admin, 3, videos[2]!);
      expect(third.error).toBeNull();

      const secondId = (second.data as { id: string }).id;
      const edited = await alice.client
        .from('challenge_winners')
        .update({ video_id: videos[3] })
        .eq('id', secondId)
        .select('id');
      if (edited.error) expect(edited.error.code).toBe('42501');
      else expect(edited.data).toEqual([]);
      expect(
        (
          await admin.client
            .from('challenge_winners')
            .update({ video_id: videos[3] })
            .eq('id', secondId)
        ).error,
      ).toBeNull();
      expect(
        await rowOf(
          stack,
          'select user_id::text as user_id from public.challenge_winners where id = $1',
          [secondId],
        ),
      ).toEqual({ user_id: entrants[3].id });
      const removedByUser = await alice.client
        .from('challenge_winners')
        .delete()
        .eq('id', secondId)
        .select('id');
      if (removedByUser.error) expect(removedByUser.error.code).toBe('42501');
      else expect(removedByUser.data).toEqual([]);
      expect(
        (await admin.client.from('challenge_winners').delete().eq('id', secondId)).error,
      ).toBeNull();

      const { data: shown, error } = await anon.client
        .from('challenge_winners')
        .select('place, video_id, user_id')
        .eq('challenge_id', challenge)
        .order('place');
      expect(error).toBeNull();
      expect(shown).toEqual([
        { place: 1, video_id: videos[0], user_id: entrants[0].id },
        { place: 3, video_id: videos[2], user_id: entrants[2].id },
      ]);

      const firstId = (first.data as { id: string }).id;
      const thirdId = (third.data as { id: string }).id;
      expect(
        (await audit('challenge_winners')).map((row) => [
          row.admin_user_id,
          row.action,
          row.record_id,
        ]),
      ).toEqual([
        [admin.id, 'INSERT', firstId],
        [admin.id, 'INSERT', secondId],
        [admin.id, 'INSERT', thirdId],
        [admin.id, 'UPDATE', secondId],
        [admin.id, 'DELETE', secondId],
      ]);
    });
  });

  describe('SQL-side challenge validation (part 1 §5)', () => {
    const refused: [string, Record<string, unknown>][] = [
      ['a title over 5000 characters', { title: 't'.repeat(5001) }],
      [
        'a description over 1000 characters (the client keeps 1000)',
        { description: 'd'.repeat(1001) },
      ],
      ['a script tag', { description: 'fun <script>alert(1)</script>' }],
      ['a spaced, upper-case script tag', { title: 'x < SCRIPT src=//evil.test>' }],
      ['a closing script tag', { description: 'x</script>' }],
      ['a javascript: scheme', { title: 'javascript:alert(1)' }],
      ['a JavaScript : scheme with spaces', { description: 'go JavaScript :alert(1)' }],
      ['a tab inside javascript:', { title: 'java\tscript:alert(1)' }],
      ['a newline inside javascript:', { description: 'java\nscript:alert(1)' }],
      ['a decimal character reference', { title: '&#106;avascript:alert(1)' }],
      ['a hex character reference', { description: '&#x6A;avascript:alert(1)' }],
      ['a named character reference', { description: 'javascript&colon;alert(1)' }],
      ['a vbscript: scheme', { description: 'vbscript:msgbox(1)' }],
      ['an inline event handler', { description: 'hello onmouseover=steal()' }],
      ['an upper-case inline handler with spaces', { title: 'x ONERROR = steal()' }],
      ['an html data url', { description: 'see data:text/html;base64,PHNjcmlwdD4=' }],
      ['an html data url with spaces', { description: 'see data : text/html,hi' }],
      ['script markup in the prize text', { prize_text: '<script>alert(1)</script>' }],
      ['a javascript: affiliate url', { affiliate_url: 'javascript:alert(1)' }],
      ['a non-http affiliate url', { affiliate_url: 'ftp://example.com/x' }],
      ['an end before the start', { end_date: new Date(Date.now() - 86400_000 * 2).toISOString() }],
      [
        'an end equal to the start',
        { start_date: '2026-12-01T00:00:00Z', end_date: '2026-12-01T00:00:00Z' },
      ],
      ['a blank title', { title: '   ' }],
    ];

    it.each(refused)(
      'refuses a challenge with %s, on insert and on update',
      async (_label, bad) => {
        const before = await countOf(stack, 'select 1 from public.challenges');
        const inserted = await admin.client.from('challenges').insert(challengeRow(bad));
        expect(inserted.error?.code).toBe('23514');
        expect(await countOf(stack, 'select 1 from public.challenges')).toBe(before);

        const created = await admin.client
          .from('challenges')
          .insert(challengeRow())
          .select('id')
          .single();
        const id = (created.data as { id: string }).id;
        const updated = await admin.client.from('challenges').update(bad).eq('id', id);
        expect(updated.error?.code).toBe('23514');
        expect(
          await countOf(
            stack,
            `select 1 from public.challenges where id = $1 and title = 'Best Sneeze'`,
            [id],
          ),
        ).toBe(1);
      },
    );

    it('accepts what the client sends after stripping: plain text up to 1000 characters, http(s) links', async () => {
      const ok = await admin.client
        .from('challenges')
        .insert(
          challengeRow({
            title: 'Java script: the funniest bug? On = off. Data: text, html!',
            description: 'x'.repeat(1000),
            prize_text: 'Winner gets $500',
            affiliate_product_name: 'Rock and Roll Mic',
            affiliate_url: 'https://shop.example.com/mic?ref=laughloop',
            affiliate_image_url: 'http://img.example.com/mic.png',
          }),
        )
        .select('id, is_active')
        .single();
      expect(ok.error).toBeNull();
      expect(ok.data).toMatchObject({ is_active: true });
    });
  });
});
