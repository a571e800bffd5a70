import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast-store';
import { db } from '@/lib/db';
import type { SubmitVideoPayload } from '@/lib/outbox-kinds';
import type { OutboxJobContext } from '@/lib/outbox-port';
import { useUploadSuccess } from '../model/upload-success';

const USER = '11111111-1111-4111-8111-111111111111';
const VIDEO = '22222222-2222-4222-8222-222222222222';

interface Call {
  step: string;
  detail?: unknown;
}

const calls: Call[] = [];
const behaviour = {
  sessionUser: USER as string | null,
  moderation: { data: { allowed: true } as unknown, error: null as unknown },
  insert: { error: null as null | { code: string; message: string }, status: 201 },
  existingOwner: USER,
  rowExists: true,
  email: { error: null as unknown },
};

const fakeSupabase = {
  auth: {
    getSession: async () => ({
      data: {
        session: behaviour.sessionUser
          ? {
              user: {
                id: behaviour.sessionUser,
                email: 'maker@example.com',
                user_metadata: { full_name: 'Maker' },
              },
            }
          : null,
      },
    }),
  },
  functions: {
    invoke: async (name: string, options: { body: unknown }) => {
      calls.push({ step: name, detail: options.body });
      return name === 'moderate-video-content'
        ? behaviour.moderation
        : { data: { success: true }, error: behaviour.email.error };
    },
  },
  from: (table: string) => ({
    insert: async (row: unknown) => {
      calls.push({ step: `insert ${table}`, detail: row });
      return behaviour.insert;
    },
    select: () => ({
      eq: () => ({
        maybeSingle: async () => {
          calls.push({ step: `select ${table}` });
          return {
            data: behaviour.rowExists ? { id: VIDEO, user_id: behaviour.existingOwner } : null,
            error: null,
          };
        },
      }),
    }),
  }),
  storage: {
    from: (bucket: string) => ({
      upload: async (name: string, _blob: Blob, options: unknown) => {
        calls.push({ step: `storage ${bucket}`, detail: { name, options } });
        return { data: { path: name }, error: null };
      },
    }),
  },
};

vi.mock('@/lib/supabase', () => ({ getSupabase: async () => fakeSupabase }));
vi.mock('./tus-upload', () => ({
  uploadResumable: async (options: {
    objectName: string;
    bucket: string;
    contentType: string;
    fingerprint: string;
    blob: Blob;
  }) => {
    calls.push({
      step: 'tus',
      detail: {
        objectName: options.objectName,
        bucket: options.bucket,
        contentType: options.contentType,
        fingerprint: options.fingerprint,
        size: options.blob.size,
      },
    });
    return 'uploaded';
  },
}));

const { handleSubmitVideo } = await import('./submit-video-handler');

function payload(patch: Partial<SubmitVideoPayload> = {}): SubmitVideoPayload {
  return {
    videoId: VIDEO,
    userId: USER,
    title: 'Cat vs cucumber',
    category: 'animals',
    source: 'recording',
    takeId: 'take-1',
    thumbnailBlobId: `${VIDEO}:thumbnail`,
    allowComments: true,
    emailNotifications: true,
    durationSeconds: 3.04,
    queuedAt: 1_700_000_000_000,
    ...patch,
  };
}

function context(): OutboxJobContext & { states: string[] } {
  const states: string[] = [];
  return {
    states,
    signal: new AbortController().signal,
    accessToken: async () => 'token',
    media: async (id) =>
      id.endsWith(':thumbnail')
        ? new Blob(['png'], { type: 'image/png' })
        : new Blob(['video-bytes'], { type: 'video/mp4' }),
    progress: (sent, total) => states.push(`progress ${sent}/${total}`),
    processing: () => states.push('processing'),
  };
}

const run = (data: SubmitVideoPayload, ctx = context()) =>
  handleSubmitVideo({ id: data.videoId, kind: 'submit-video', payload: data, attempts: 0 }, ctx);
const steps = () => calls.map((call) => call.step);
const toasts = () =>
  useToastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

beforeEach(async () => {
  calls.length = 0;
  Object.assign(behaviour, {
    sessionUser: USER,
    moderation: { data: { allowed: true }, error: null },
    insert: { error: null, status: 201 },
    existingOwner: USER,
    rowExists: true,
    email: { error: null },
  });
  useToastStore.setState({ toasts: [] });
  useUploadSuccess.setState({ card: null });
  await Promise.all([db.takes.clear(), db.chunks.clear()]);
  await db.takes.add({
    id: 'take-1',
    mimeType: 'video/webm;codecs=vp9,opus',
    startedAt: 1,
    duration: 3.04,
    status: 'queued',
    bytes: 6,
    updatedAt: 1,
  });
  await db.chunks.add({
    takeId: 'take-1',
    seq: 0,
    data: new Blob(['webm!!'], { type: 'video/webm;codecs=vp9,opus' }),
  });
});

describe('SUBMIT_VIDEO handler (part 2 §4 sequence)', () => {
  it('moderates, uploads the take, stores the thumbnail, inserts the row, mails, then deletes the take', async () => {
    const ctx = context();
    await run(payload(), ctx);
    expect(steps()).toEqual([
      'moderate-video-content',
      'tus',
      'storage thumbnails',
      'insert videos',
      'send-video-confirmation',
    ]);
    expect(calls[0]?.detail).toEqual({ title: 'Cat vs cucumber', videoUrl: '' });
    expect(calls[1]?.detail).toEqual({
      objectName: `${USER}/1700000000000.webm`,
      bucket: 'uploads',
      contentType: 'video/webm',
      fingerprint: `${VIDEO}:video`,
      size: 6,
    });
    expect(calls[2]?.detail).toEqual({
      name: `${USER}/${VIDEO}_thumbnail_1700000000000.png`,
      options: { upsert: true, contentType: 'image/png', cacheControl: '3600' },
    });
    expect(calls[3]?.detail).toMatchObject({
      id: VIDEO,
      title: 'Cat vs cucumber',
      video_url: expect.stringMatching(
        new RegExp(
          `^https?://[^/]+/storage/v1/object/public/uploads/${USER}/1700000000000\\.webm$`,
        ),
      ),
      thumbnail_url: expect.stringContaining(
        `/storage/v1/object/public/thumbnails/${USER}/${VIDEO}_thumbnail_1700000000000.png`,
      ),
      user_id: USER,
      source: 'recording',
      views: 0,
      likes_count: 0,
      challenge_tag: 'animals',
      category: 'animals',
      duration_seconds: 3.04,
      file_size: 6,
      mime_type: 'video/webm;codecs=vp9,opus',
      upload_time: '2023-11-14T22:13:20.000Z',
    });
    expect(calls[4]?.detail).toEqual({
      email: 'maker@example.com',
      userName: 'Maker',
      videoTitle: 'Cat vs cucumber',
      videoId: VIDEO,
    });
    expect(ctx.states).toEqual(['progress 0/6', 'progress 6/6', 'processing']);
    expect(await db.takes.get('take-1')).toBeUndefined();
    expect(await db.chunks.count()).toBe(0);
    expect(toasts()).toEqual([
      {
        title: 'Video submitted!',
        description: '"Cat vs cucumber" is now visible in Latest Videos.',
      },
    ]);
    expect(useUploadSuccess.getState().card).toEqual({ videoId: VIDEO, title: 'Cat vs cucumber' });
  });

  it("stops for good on a moderation refusal: 'Content Policy Issue' with the reason, nothing uploaded", async () => {
    behaviour.moderation = {
      data: { allowed: false, reason: 'Title contains blocked terms' },
      error: null,
    };
    const error = await run(payload()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      name: 'PermanentOutboxError',
      message: 'Title contains blocked terms',
    });
    expect(steps()).toEqual(['moderate-video-content']);
    expect(toasts()).toEqual([
      { title: 'Content Policy Issue', description: 'Title contains blocked terms' },
    ]);
    expect(await db.takes.get('take-1')).toBeDefined();
  });

  it('proceeds when the moderation call itself fails', async () => {
    behaviour.moderation = { data: null, error: new Error('FunctionsFetchError') };
    await run(payload());
    expect(steps()).toContain('insert videos');
  });

  it('counts a replay whose row already exists as done, without a second email', async () => {
    behaviour.insert = {
      error: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "videos_pkey"',
      },
      status: 409,
    };
    await run(payload());
    expect(steps()).toEqual([
      'moderate-video-content',
      'tus',
      'storage thumbnails',
      'insert videos',
      'select videos',
    ]);
    expect(toasts()[0]?.title).toBe('Video submitted!');
  });

  it('counts a replay whose take was already deleted as done when its row is on the server', async () => {
    await Promise.all([db.takes.clear(), db.chunks.clear()]);
    await run(payload());
    expect(steps()).toEqual(['moderate-video-content', 'select videos']);
    expect(toasts()).toEqual([
      {
        title: 'Video submitted!',
        description: '"Cat vs cucumber" is now visible in Latest Videos.',
      },
    ]);
  });

  it('fails for good when the take is gone and the server has no row for it', async () => {
    await Promise.all([db.takes.clear(), db.chunks.clear()]);
    behaviour.rowExists = false;
    await expect(run(payload())).rejects.toMatchObject({
      name: 'MediaMissingError',
      message: 'The video is no longer stored on this device.',
    });
    expect(steps()).toEqual(['moderate-video-content', 'select videos']);
    expect(toasts()).toEqual([
      {
        title: 'Submission failed',
        description: 'There was an error submitting your recorded video. Please try again.',
      },
    ]);
  });

  it('refuses for good when the id belongs to someone else', async () => {
    behaviour.insert = { error: { code: '23505', message: 'duplicate' }, status: 409 };
    behaviour.existingOwner = '33333333-3333-4333-8333-333333333333';
    await expect(
      run(payload({ source: 'upload', takeId: undefined, videoBlobId: `${VIDEO}:video` })),
    ).rejects.toMatchObject({ name: 'PermanentOutboxError' });
    expect(toasts()).toEqual([
      { title: 'Submission failed', description: 'A video with this id already exists.' },
    ]);
  });

  it('shows the recorded-video message when a recording is refused by the database', async () => {
    behaviour.insert = {
      error: { code: '23514', message: 'new row violates check constraint' },
      status: 400,
    };
    await expect(run(payload())).rejects.toMatchObject({ name: 'PermanentOutboxError' });
    expect(toasts()).toEqual([
      {
        title: 'Submission failed',
        description: 'There was an error submitting your recorded video. Please try again.',
      },
    ]);
  });

  it('retries (no toast) when the database or the network fails', async () => {
    behaviour.insert = { error: { code: '', message: 'TypeError: Failed to fetch' }, status: 0 };
    await expect(run(payload())).rejects.toMatchObject({ name: 'RetryableSubmitError' });
    behaviour.insert = { error: { code: '', message: 'Bad gateway' }, status: 502 };
    await expect(run(payload())).rejects.toMatchObject({ name: 'RetryableSubmitError' });
    expect(toasts()).toEqual([]);
    expect(await db.takes.get('take-1')).toBeDefined();
  });

  it('only logs a failed confirmation email', async () => {
    behaviour.email = { error: new Error('mail down') };
    await run(payload());
    expect(toasts()[0]?.title).toBe('Video submitted!');
  });

  it('skips the email when the creator opted out', async () => {
    await run(payload({ emailNotifications: false }));
    expect(steps()).not.toContain('send-video-confirmation');
  });

  it('waits (retryable) while no one, or someone else, is signed in', async () => {
    behaviour.sessionUser = null;
    await expect(run(payload())).rejects.toMatchObject({
      name: 'RetryableSubmitError',
      message: 'Sign in to finish this upload.',
    });
    behaviour.sessionUser = '44444444-4444-4444-8444-444444444444';
    await expect(run(payload())).rejects.toMatchObject({
      name: 'RetryableSubmitError',
      message: 'Sign in with the account that queued this video.',
    });
    expect(steps()).toEqual([]);
  });

  it('sends a pasted link without an upload, with its platform, id and a YouTube still', async () => {
    await run(
      payload({
        source: 'url',
        url: 'https://youtube.com/shorts/aBcDeFgHiJ_',
        takeId: undefined,
        thumbnailBlobId: undefined,
        durationSeconds: undefined,
      }),
    );
    expect(steps()).toEqual(['moderate-video-content', 'insert videos', 'send-video-confirmation']);
    expect(calls[0]?.detail).toEqual({
      title: 'Cat vs cucumber',
      videoUrl: 'https://youtube.com/shorts/aBcDeFgHiJ_',
    });
    expect(calls[1]?.detail).toMatchObject({
      video_url: 'https://youtube.com/shorts/aBcDeFgHiJ_',
      platform: 'youtube',
      external_id: 'aBcDeFgHiJ_',
      thumbnail_url: 'https://i.ytimg.com/vi/aBcDeFgHiJ_/hqdefault.jpg',
      source: 'url',
      file_size: null,
      mime_type: null,
      duration_seconds: null,
    });
  });

  it('refuses a damaged payload', async () => {
    await expect(
      handleSubmitVideo(
        { id: VIDEO, kind: 'submit-video', payload: { title: 3 }, attempts: 0 },
        context(),
      ),
    ).rejects.toMatchObject({
      name: 'PermanentOutboxError',
      message: 'This queued video is damaged and cannot be sent.',
    });
  });
});
