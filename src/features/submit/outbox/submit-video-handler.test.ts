import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitVideoPayload } from '@/domain/upload';
import { useUploadSuccess } from '../model/upload-success';
import {
  behaviour,
  calls,
  context,
  payload,
  resetSubmitHarness,
  steps,
  toasts,
  USER,
  VIDEO,
  takesOnDevice,
} from '../testing/submit-handler-harness';
import { handleSubmitVideo } from './submit-video-handler';

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('../testing/submit-handler-harness');
  return { getSupabase: async () => fakeSupabase };
});
vi.mock('./tus-upload', async () => ({
  uploadResumable: (await import('../testing/submit-handler-harness')).fakeUploadResumable,
}));

const run = (data: SubmitVideoPayload, ctx = context()) =>
  handleSubmitVideo({ id: data.videoId, kind: 'submit-video', payload: data, attempts: 0 }, ctx);

beforeEach(resetSubmitHarness);

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
      challenge_tag: null,
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
    expect(takesOnDevice.has('take-1')).toBe(false);
    expect(toasts()).toEqual([
      {
        title: 'Video submitted!',
        description: '"Cat vs cucumber" is now visible in Latest Videos.',
      },
    ]);
    expect(useUploadSuccess.getState().card).toEqual({ videoId: VIDEO, title: 'Cat vs cucumber' });
  });

  it("uploads a trimmed take's cut (issue 39), not the take, with the cut's length, then deletes the take", async () => {
    await run(payload({ videoBlobId: `${VIDEO}:video`, durationSeconds: 2.5 }));
    expect(calls[1]?.detail).toMatchObject({
      objectName: `${USER}/1700000000000.mp4`,
      contentType: 'video/mp4',
      size: 11,
    });
    expect(calls[3]?.detail).toMatchObject({
      source: 'recording',
      duration_seconds: 2.5,
      file_size: 11,
      mime_type: 'video/mp4',
    });
    expect(takesOnDevice.has('take-1')).toBe(false);
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
    expect(takesOnDevice.has('take-1')).toBe(true);
  });

  it('leaves the tray at the bytes the server acknowledged when the network drops mid-chunk', async () => {
    behaviour.tusCut = { sent: 5, acknowledged: 3 };
    const ctx = context();
    await expect(run(payload(), ctx)).rejects.toThrow('Failed to fetch');
    expect(ctx.states).toEqual([
      'progress 0/6',
      'acknowledged 3/6',
      'progress 5/6',
      'acknowledged 3/6',
    ]);
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
    takesOnDevice.clear();
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
    takesOnDevice.clear();
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
});
