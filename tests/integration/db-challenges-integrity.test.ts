import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengeAt,
  endChallenge,
  enter,
  enterLate,
  fileVideo,
  issue,
  MESSAGES,
  sha256,
  ticketRow,
  videoBytes,
  type Ticket,
} from './support/challenge-entries.ts';
import { FIRST_BOOT_MS } from './support/app-functions.ts';
import {
  countOf,
  insertVideo,
  rowOf,
  serviceClient,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// Issue 34 §5, contest integrity, called as a script would (supabase-js against /rest/v1,
// /storage/v1 and /functions/v1, never through the app): tickets bound to a file's SHA-256, spent
// by the entry they admit and void after an on-time entry; late entries only for the very file a
// ticket covered, hashed by the server; nothing withdrawn, re-pointed or replaced after the deadline.

describe.each(parityEngines)('contest integrity on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  const entrant = (name: string) => userActor(stack, name);
  const entriesOf = (challenge: string) =>
    countOf(stack, 'select 1 from public.challenge_entries where challenge_id = $1', [challenge]);

  /** A user holding a ticket bound to `bytes`, for a challenge that then ended `ago`. */
  async function lateTicket(ago = '1 hour', bytes = videoBytes()) {
    const user = await entrant('late');
    const challenge = await challengeAt(stack, '-1 hour', '6 days');
    const issued = await issue(user, challenge, sha256(bytes));
    expect(issued.error).toBeNull();
    await endChallenge(stack, challenge, ago);
    return { user, challenge, bytes, ticket: issued.data as Ticket };
  }

  describe('tickets are bound at issue to the file they cover', () => {
    it('refuses a ticket that names no file, or not a SHA-256', async () => {
      const user = await entrant('unbound');
      const challenge = await challengeAt(stack, '-1 hour', '6 days');
      for (const hash of [undefined, '', 'abc', 'z'.repeat(64), `${'a'.repeat(64)}0`]) {
        const refused = await issue(user, challenge, hash);
        expect(refused.error).toMatchObject({ code: '22023', message: MESSAGES.noHash });
      }
      expect(
        await countOf(stack, 'select 1 from public.challenge_entry_tickets where user_id = $1', [
          user.id,
        ]),
      ).toBe(0);
    });

    it('binds the one open ticket to the last file named while the challenge runs, never after', async () => {
      const user = await entrant('rebind');
      const challenge = await challengeAt(stack, '-1 hour', '6 days');
      const first = videoBytes();
      const second = videoBytes();
      const a = (await issue(user, challenge, sha256(first).toUpperCase())).data as Ticket;
      expect(a.content_sha256).toBe(sha256(first));
      expect((await issue(user, challenge, sha256(first))).data).toEqual(a);
      const b = (await issue(user, challenge, sha256(second))).data as Ticket;
      expect(b).toMatchObject({ id: a.id, issued_at: a.issued_at, content_sha256: sha256(second) });
      expect(Date.parse(b.bound_at)).toBeGreaterThanOrEqual(Date.parse(a.bound_at));

      // Nobody writes a binding directly.
      const forged = await user.client
        .from('challenge_entry_tickets')
        .update({ content_sha256: sha256(first), bound_at: a.issued_at })
        .eq('id', a.id);
      expect(forged.error?.code).toBe('42501');

      await endChallenge(stack, challenge, '1 minute');
      expect((await issue(user, challenge, sha256(first))).error).toMatchObject({
        code: 'P0001',
        message: MESSAGES.ended,
      });
      expect((await ticketRow(stack, a.id))?.content_sha256).toBe(sha256(second));
    });
  });

  describe('late entries', () => {
    it(
      'admits the covered file within the grace window, hashed by the server, and spends the ticket',
      async () => {
        const { user, challenge, bytes, ticket } = await lateTicket('23 hours');
        const video = await fileVideo(stack, user, bytes);

        // enter_challenge never admits a late entry itself: it sends the caller to the check.
        const asked = await enter(user, challenge, video.id, ticket.id);
        expect(asked.status).toBe(428);
        expect(asked.error).toMatchObject({ code: 'PT428', message: MESSAGES.needsCheck });
        expect(await entriesOf(challenge)).toBe(0);

        const late = await enterLate(user, challenge, video.id);
        expect(late).toMatchObject({
          status: 200,
          body: { challenge_id: challenge, video_id: video.id, user_id: user.id, late: true },
        });
        const spent = await ticketRow(stack, ticket.id);
        expect(spent?.used_at).not.toBeNull();
        expect(spent?.entry_id).toBe(late.body.id);
        expect(await entriesOf(challenge)).toBe(1);
      },
      FIRST_BOOT_MS,
    );

    it('refuses a file the ticket does not cover, and keeps the ticket for the one it does', async () => {
      const { user, challenge, bytes, ticket } = await lateTicket();
      const madeAfter = await fileVideo(stack, user, videoBytes());
      expect(await enterLate(user, challenge, madeAfter.id)).toEqual({
        status: 400,
        body: { error: MESSAGES.otherFile, code: 'P0001' },
      });
      expect(await entriesOf(challenge)).toBe(0);
      expect(await ticketRow(stack, ticket.id)).toMatchObject({ used_at: null, voided_at: null });

      const covered = await fileVideo(stack, user, bytes);
      expect((await enterLate(user, challenge, covered.id)).body).toMatchObject({
        video_id: covered.id,
        late: true,
      });
    });

    it('refuses a late entry with an unbound ticket, a link, or after the grace window', async () => {
      // A ticket from before tickets were bound (the migration keeps such rows) admits nothing late.
      const user = await entrant('legacy');
      const challenge = await challengeAt(stack, '-1 hour', '6 days');
      const legacy = await rowOf<{ id: string }>(
        stack,
        `insert into public.challenge_entry_tickets (user_id, challenge_id) values ($1, $2) returning id`,
        [user.id, challenge],
      );
      await endChallenge(stack, challenge, '1 hour');
      const video = await fileVideo(stack, user, videoBytes());
      expect((await enter(user, challenge, video.id, legacy!.id)).error).toMatchObject({
        code: 'P0001',
        message: MESSAGES.unbound,
      });
      expect(await enterLate(user, challenge, video.id)).toMatchObject({
        status: 400,
        body: { error: MESSAGES.unbound },
      });

      // A link has no bytes the server could check.
      const linked = await lateTicket();
      const link = await insertVideo(stack, linked.user.id);
      expect((await enter(linked.user, linked.challenge, link)).error).toMatchObject({
        message: MESSAGES.notAFile,
      });
      expect((await enterLate(linked.user, linked.challenge, link)).body).toMatchObject({
        error: MESSAGES.notAFile,
      });

      const over = await lateTicket('24 hours 1 minute');
      const overVideo = await fileVideo(stack, over.user, over.bytes);
      expect((await enter(over.user, over.challenge, overVideo.id)).error).toMatchObject({
        message: MESSAGES.graceOver,
      });
      expect((await enterLate(over.user, over.challenge, overVideo.id)).body).toMatchObject({
        error: MESSAGES.graceOver,
      });
      expect(await entriesOf(over.challenge)).toBe(0);
    });

    it('lets no member call the late path’s SQL: only the function, which hashes, may', async () => {
      const { user, challenge, bytes } = await lateTicket();
      const video = await fileVideo(stack, user, bytes);
      const forged = await user.client.rpc('enter_challenge_late', {
        p_user_id: user.id,
        p_challenge_id: challenge,
        p_video_id: video.id,
        p_object_version: 'any',
        p_content_sha256: sha256(bytes),
      });
      expect(forged.error?.code).toBe('42501');
      expect(
        (
          await user.client.rpc('late_entry_file', {
            p_user_id: user.id,
            p_challenge_id: challenge,
            p_video_id: video.id,
          })
        ).error?.code,
      ).toBe('42501');
      expect(await entriesOf(challenge)).toBe(0);
    });

    it('refuses a file whose object changed while it was checked, and caps checks per ticket', async () => {
      const { user, challenge, bytes, ticket } = await lateTicket();
      const video = await fileVideo(stack, user, bytes);
      const service = serviceClient(stack);
      const ids = { p_user_id: user.id, p_challenge_id: challenge, p_video_id: video.id };
      const file = await service.rpc('late_entry_file', ids);
      expect(file.data).toMatchObject({ object_name: video.objectName, video_url: video.url });
      await stack.gateway.db.query(
        `update storage.objects set version = gen_random_uuid()::text where bucket_id = 'uploads' and name = $1`,
        [video.objectName],
      );
      const stale = await service.rpc('enter_challenge_late', {
        ...ids,
        p_object_version: (file.data as { object_version: string }).object_version,
        p_content_sha256: sha256(bytes),
      });
      expect(stale.status).toBe(409);
      expect(stale.error).toMatchObject({ code: 'PT409', message: MESSAGES.changed });
      expect(await entriesOf(challenge)).toBe(0);

      for (let check = 2; check <= 10; check++)
        expect((await service.rpc('late_entry_file', ids)).error).toBeNull();
      expect((await service.rpc('late_entry_file', ids)).error).toMatchObject({
        message: MESSAGES.tooManyChecks,
      });
      expect((await ticketRow(stack, ticket.id))?.file_checks).toBe(10);
    });
  });

  describe('no swap after the deadline', () => {
    it('refuses the swap: enter on time, keep the ticket, withdraw after end_date, enter another', async () => {
      const user = await entrant('swapper');
      const challenge = await challengeAt(stack, '-1 hour', '6 days');
      const later = videoBytes();
      const ticket = (await issue(user, challenge, sha256(later))).data as Ticket;
      const onTime = await insertVideo(stack, user.id);
      const entered = await enter(user, challenge, onTime);
      expect(entered.data).toMatchObject({ late: false });
      // The on-time entry voided the ticket it did not use.
      expect((await ticketRow(stack, ticket.id))?.voided_at).not.toBeNull();

      await endChallenge(stack, challenge, '1 hour');
      const withdrawn = await user.client
        .from('challenge_entries')
        .delete()
        .eq('challenge_id', challenge)
        .select('id');
      expect(withdrawn.status).toBe(403);
      expect(withdrawn.error).toMatchObject({ code: '42501', message: MESSAGES.sealedEntry });
      expect(await entriesOf(challenge)).toBe(1);

      const swap = await fileVideo(stack, user, later);
      expect((await enter(user, challenge, swap.id, ticket.id)).error).toMatchObject({
        code: '23505',
        message: MESSAGES.already,
      });
      expect((await enterLate(user, challenge, swap.id)).body).toMatchObject({
        error: MESSAGES.already,
      });
      expect(
        await rowOf(
          stack,
          'select video_id from public.challenge_entries where challenge_id = $1',
          [challenge],
        ),
      ).toEqual({ video_id: onTime });
    });

    it('keeps a void ticket void and a spent one spent when the entry goes with its video', async () => {
      // Void: entered on time, then the video is deleted after the deadline (a withdrawal).
      const voided = await entrant('voided');
      const first = await challengeAt(stack, '-1 hour', '6 days');
      const covered = videoBytes();
      const voidTicket = (await issue(voided, first, sha256(covered))).data as Ticket;
      const onTime = await fileVideo(stack, voided, videoBytes());
      expect((await enter(voided, first, onTime.id)).error).toBeNull();
      await endChallenge(stack, first, '1 hour');
      expect((await voided.client.from('videos').delete().eq('id', onTime.id)).error).toBeNull();
      expect(await entriesOf(first)).toBe(0);
      const replacement = await fileVideo(stack, voided, covered);
      expect((await enter(voided, first, replacement.id, voidTicket.id)).error).toMatchObject({
        message: MESSAGES.void,
      });
      expect((await enter(voided, first, replacement.id)).error).toMatchObject({
        message: MESSAGES.ended,
      });
      expect((await enterLate(voided, first, replacement.id)).body).toMatchObject({
        error: MESSAGES.ended,
      });

      // Spent: admitted late, then the video is deleted; the same bytes again find no ticket.
      const { user, challenge, bytes, ticket } = await lateTicket();
      const admitted = await fileVideo(stack, user, bytes);
      expect((await enterLate(user, challenge, admitted.id)).status).toBe(200);
      expect((await user.client.from('videos').delete().eq('id', admitted.id)).error).toBeNull();
      const again = await fileVideo(stack, user, bytes);
      expect((await enter(user, challenge, again.id, ticket.id)).error).toMatchObject({
        message: MESSAGES.used,
      });
      expect((await enterLate(user, challenge, again.id)).body).toMatchObject({
        error: MESSAGES.ended,
      });
      expect(await entriesOf(challenge)).toBe(0);
    });

    it('seals an ended entry’s video, tag and file; before the deadline they may change', async () => {
      const user: SignedInActor = await entrant('sealer');
      const challenge = await challengeAt(stack, '-1 hour', '6 days');
      const video = await fileVideo(stack, user, videoBytes());
      expect((await enter(user, challenge, video.id)).error).toBeNull();
      const elsewhere = `https://cdn.example.com/${video.id}-b.webm`;
      const patch = (values: Record<string, string | null>) =>
        user.client.from('videos').update(values).eq('id', video.id).select('id');
      expect((await patch({ challenge_tag: 'Weekly Challenge #1' })).error).toBeNull();
      expect((await patch({ video_url: elsewhere })).error).toBeNull();
      expect((await patch({ video_url: video.url })).error).toBeNull();

      await endChallenge(stack, challenge, '1 minute');
      const sealed: Record<string, string | null>[] = [
        { video_url: elsewhere },
        { challenge_tag: 'Weekly Challenge #2' },
        { challenge_tag: null },
      ];
      for (const values of sealed) {
        const refused = await patch(values);
        expect(refused.error).toMatchObject({ code: '42501', message: MESSAGES.sealedVideo });
      }
      expect(
        (await patch({ title: 'A better title', challenge_tag: 'Weekly Challenge #1' })).error,
      ).toBeNull();
      expect(
        await rowOf(
          stack,
          'select video_url, challenge_tag, title from public.videos where id = $1',
          [video.id],
        ),
      ).toEqual({
        video_url: video.url,
        challenge_tag: 'Weekly Challenge #1',
        title: 'A better title',
      });

      const repointed = await user.client
        .from('challenge_entries')
        .update({ video_id: video.id })
        .eq('challenge_id', challenge);
      expect(repointed.error?.code).toBe('42501');

      // The file itself: members never replace or delete an upload (the app never does).
      const replaced = await user.client.storage
        .from('uploads')
        .upload(video.objectName, videoBytes(), { contentType: 'video/webm', upsert: true });
      expect(replaced.error).toMatchObject({ statusCode: '403' });
      expect((await user.client.storage.from('uploads').remove([video.objectName])).data).toEqual(
        [],
      );
      const served = await fetch(video.url);
      expect(served.status).toBe(200);
      expect(
        await countOf(
          stack,
          `select 1 from storage.objects where bucket_id = 'uploads' and name = $1`,
          [video.objectName],
        ),
      ).toBe(1);
    });

    it('still lets entrants withdraw while the challenge runs', async () => {
      const user = await entrant('withdrawer');
      const challenge = await challengeAt(stack, '-1 hour', '6 days');
      const video = await insertVideo(stack, user.id);
      expect((await enter(user, challenge, video)).error).toBeNull();
      const withdrawn = await user.client
        .from('challenge_entries')
        .delete()
        .eq('challenge_id', challenge)
        .select('id');
      expect(withdrawn.error).toBeNull();
      expect(withdrawn.data).toHaveLength(1);
      const bytes = videoBytes();
      const fresh = (await issue(user, challenge, sha256(bytes))).data as Ticket;
      expect(fresh.content_sha256).toBe(sha256(bytes));
      const second = await fileVideo(stack, user, bytes);
      expect((await enter(user, challenge, second.id, fresh.id)).data).toMatchObject({
        video_id: second.id,
        late: false,
      });
      expect((await ticketRow(stack, fresh.id))?.used_at).not.toBeNull();
    });
  });
});
