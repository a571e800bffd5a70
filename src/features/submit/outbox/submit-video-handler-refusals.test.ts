import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitVideoPayload } from '@/domain/upload';
import {
  behaviour,
  calls,
  context,
  payload,
  resetSubmitHarness,
  steps,
  toasts,
  VIDEO,
  takesOnDevice,
} from '../testing/submit-handler-harness';
import { useUploadSuccess } from '../model/upload-success';
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

describe('SUBMIT_VIDEO handler: refusals, retries, email and links', () => {
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

  it("shows the database's moderation refusal as 'Content Policy Issue' with the rule, for a recording too", async () => {
    // The function's check passed (or could not be asked); the insert is judged again and refused.
    behaviour.insert = {
      error: {
        code: '23514',
        message: 'Scams and spam are not allowed on LaughLoop.',
        details: 'content_policy',
      },
      status: 400,
    };
    const error = await run(payload()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      name: 'PermanentOutboxError',
      title: 'Content Policy Issue',
      message: 'Scams and spam are not allowed on LaughLoop.',
    });
    expect(toasts()).toEqual([
      {
        title: 'Content Policy Issue',
        description: 'Scams and spam are not allowed on LaughLoop.',
      },
    ]);
    expect(takesOnDevice.has('take-1')).toBe(true);
    expect(steps()).not.toContain('send-video-confirmation');
  });

  it('tells the creator a video the database held for review is awaiting it, in the toast and the card', async () => {
    behaviour.moderationStatus = 'pending';
    await run(payload({ source: 'url', url: 'https://www.youtube.com/shorts/abcDEF12345' }));
    expect(toasts()).toEqual([
      {
        title: 'Video submitted!',
        description:
          '"Cat vs cucumber" is awaiting review: it will appear in Latest Videos once a moderator approves it.',
      },
    ]);
    expect(useUploadSuccess.getState().card).toEqual({
      videoId: VIDEO,
      title: 'Cat vs cucumber',
      awaitingReview: true,
    });
  });

  it('says a replayed item whose row is already stored pending awaits review', async () => {
    behaviour.insert = { error: { code: '23505', message: 'duplicate' }, status: 409 };
    behaviour.moderationStatus = 'pending';
    await run(payload());
    expect(toasts()[0]?.description).toContain('is awaiting review');
  });

  it('retries (no toast) when the database or the network fails', async () => {
    behaviour.insert = { error: { code: '', message: 'TypeError: Failed to fetch' }, status: 0 };
    await expect(run(payload())).rejects.toMatchObject({ name: 'RetryableSubmitError' });
    behaviour.insert = { error: { code: '', message: 'Bad gateway' }, status: 502 };
    await expect(run(payload())).rejects.toMatchObject({ name: 'RetryableSubmitError' });
    expect(toasts()).toEqual([]);
    expect(takesOnDevice.has('take-1')).toBe(true);
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
