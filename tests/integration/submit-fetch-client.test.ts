import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bindEntryTicket,
  enterChallenge,
  insertVideo,
  ownVideoExists,
  checkModeration,
  uploadThumbnail,
  fetchSubmitClient,
  type NewVideoRow,
  type SubmitClient,
} from '@/features/submit';
import { FIRST_BOOT_MS } from './support/app-functions.ts';
import { challengeAt, endChallenge, fileVideo, videoBytes } from './support/challenge-entries.ts';
import { userActors, type SignedInActor } from './support/db-actors.ts';
import type { SubmitVideoPayload } from '@/domain/upload';
import { engines, startStack, type Stack } from './support/stack.ts';
import { mintToken } from './support/storage.ts';

// The service worker sends queued videos with fetchSubmitClient instead of supabase-js (whose
// auth-js and realtime would not fit the worker's budget); these are the same calls the page
// makes through supabase-js, against supabase/local.

const png = readFileSync('public/samples/giggle-loop.png');

function row(userId: string): NewVideoRow {
  return {
    id: randomUUID(),
    title: 'Worker-sent clip',
    video_url: 'https://www.youtube.com/shorts/abcDEF12345',
    thumbnail_url: null,
    user_id: userId,
    source: 'url',
    platform: 'youtube',
    external_id: 'abcDEF12345',
    upload_time: new Date().toISOString(),
    views: 0,
    likes_count: 0,
    challenge_tag: null,
    category: 'comedy',
    allow_comments: true,
    email_notifications: false,
    duration_seconds: null,
    file_size: null,
    mime_type: null,
  };
}

describe.each(engines)('the worker’s fetch-based submit client on %s', (engine) => {
  let stack: Stack;
  let alice: SignedInActor;
  let bob: SignedInActor;
  let client: SubmitClient;

  beforeAll(async () => {
    stack = await startStack({ engine });
    [alice, bob] = await userActors(stack, ['alice', 'bob']);
    const token = await mintToken(stack, {
      sub: alice.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: alice.email,
    });
    client = fetchSubmitClient({
      url: stack.url,
      anonKey: stack.anonKey,
      accessToken: async () => token,
    });
  });
  afterAll(() => stack?.stop());
  afterEach(() => vi.restoreAllMocks());
  /** The product logs refusals; the tests check the log instead of printing it. */
  const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('inserts the video once and recognises a replay of it', async () => {
    const video = row(alice.id);
    expect(await ownVideoExists(client, video.id, alice.id)).toBe(false);
    expect(await insertVideo(client, video)).toEqual({
      outcome: 'inserted',
      moderationStatus: 'approved',
    });
    expect(await ownVideoExists(client, video.id, alice.id)).toBe(true);
    expect(await insertVideo(client, video)).toEqual({
      outcome: 'existed',
      moderationStatus: 'approved',
    });
  });

  it('hears the database moderate the insert: a refusal with the rule, an uncertain video pending', async () => {
    await expect(
      insertVideo(client, { ...row(alice.id), title: 'Free money prank' }),
    ).rejects.toMatchObject({
      name: 'PermanentOutboxError',
      title: 'Content Policy Issue',
      message: 'Scams and spam are not allowed on LaughLoop.',
    });
    const elsewhere = { ...row(alice.id), video_url: 'https://clips.example/clip.mp4' };
    expect(await insertVideo(client, elsewhere)).toEqual({
      outcome: 'inserted',
      moderationStatus: 'pending',
    });
    expect(await insertVideo(client, elsewhere)).toEqual({
      outcome: 'existed',
      moderationStatus: 'pending',
    });
  });

  it('refuses a row for someone else with the server’s words', async () => {
    const logged = quietErrors();
    await expect(insertVideo(client, row(bob.id))).rejects.toMatchObject({
      name: 'PermanentOutboxError',
      message: expect.stringMatching(/row-level security/),
    });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('stores and overwrites the thumbnail, and reports a refused one as not stored', async () => {
    const logged = quietErrors();
    const name = `${alice.id}/${Date.now()}_thumbnail.png`;
    const image = new Blob([png], { type: 'image/png' });
    expect(await uploadThumbnail(client, name, image)).toBe(true);
    expect(await uploadThumbnail(client, name, image)).toBe(true);
    const stored = await fetch(`${stack.url}/storage/v1/object/public/thumbnails/${name}`);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await stored.arrayBuffer()).equals(png)).toBe(true);
    expect(await uploadThumbnail(client, `${bob.id}/not-mine.png`, image)).toBe(false);
    expect(logged).toHaveBeenCalledOnce();
  });

  it(
    'asks moderation first and stops on a refusal',
    async () => {
      await expect(checkModeration(client, 'Cat meets cucumber', '')).resolves.toBeUndefined();
      await expect(checkModeration(client, 'Free robux giveaway', '')).rejects.toMatchObject({
        title: 'Content Policy Issue',
      });
    },
    FIRST_BOOT_MS,
  );

  it(
    'binds the entry ticket to the file before it uploads and enters it late within the grace window (issue 34 §5)',
    async () => {
      const challenge = await challengeAt(stack, '-1 hour', '6 days');
      const bytes = videoBytes();
      const file = new Blob([new Uint8Array(bytes)], { type: 'video/webm' });
      const payload = (videoId: string): SubmitVideoPayload => ({
        videoId,
        userId: alice.id,
        title: 'Late but honest',
        category: 'comedy',
        source: 'recording',
        allowComments: true,
        emailNotifications: false,
        queuedAt: Date.now(),
        challenge: { challengeId: challenge, title: 'Timed', endDate: new Date().toISOString() },
      });
      // Queued offline (no ticket); the drain binds one before the upload, while the challenge runs.
      await bindEntryTicket(client, payload('unused'), file);
      const { rows } = await stack.gateway.db.query<{ content_sha256: string }>(
        'select content_sha256 from public.challenge_entry_tickets where user_id = $1 and challenge_id = $2',
        [alice.id, challenge],
      );
      expect(rows).toEqual([{ content_sha256: createHash('sha256').update(bytes).digest('hex') }]);

      // The upload completes after the deadline, on a bad connection: it still counts.
      await endChallenge(stack, challenge, '2 hours');
      const video = await fileVideo(stack, alice, bytes);
      expect(await enterChallenge(client, payload(video.id))).toEqual({
        kind: 'entered',
        late: true,
      });

      // Another file after the deadline: posted, but not entered.
      const other = await challengeAt(stack, '-1 hour', '6 days');
      await bindEntryTicket(
        client,
        {
          ...payload('unused'),
          challenge: { challengeId: other, title: 'Other', endDate: new Date().toISOString() },
        },
        file,
      );
      await endChallenge(stack, other, '2 hours');
      const madeLater = await fileVideo(stack, alice, videoBytes());
      expect(
        await enterChallenge(client, {
          ...payload(madeLater.id),
          challenge: { challengeId: other, title: 'Other', endDate: new Date().toISOString() },
        }),
      ).toEqual({
        kind: 'refused',
        reason:
          'This entry ticket covers another file: this video is not the one it was issued for.',
      });
    },
    FIRST_BOOT_MS,
  );
});
