import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitVideoPayload } from '@/lib/outbox-kinds';
import {
  behaviour,
  calls,
  context,
  payload,
  resetSubmitHarness,
  steps,
  takesOnDevice,
  toasts,
} from '../testing/submit-handler-harness';
import { handleSubmitVideo } from './submit-video-handler';

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('../testing/submit-handler-harness');
  return { getSupabase: async () => fakeSupabase };
});
vi.mock('./tus-upload', async () => ({
  uploadResumable: (await import('../testing/submit-handler-harness')).fakeUploadResumable,
}));

const CHALLENGE = '44444444-4444-4444-8444-444444444444';
const TICKET = '55555555-5555-4555-8555-555555555555';
const END = '2026-11-30T12:00:00.000Z';
const entering = (ticket = true) =>
  payload({
    challenge: {
      challengeId: CHALLENGE,
      title: 'Cats',
      endDate: END,
      ...(ticket ? { ticket: { id: TICKET, issuedAt: END, acceptUntil: END } } : {}),
    },
  });

const run = (data: SubmitVideoPayload) =>
  handleSubmitVideo(
    { id: data.videoId, kind: 'submit-video', payload: data, attempts: 0 },
    context(),
  );

beforeEach(resetSubmitHarness);

describe('SUBMIT_VIDEO handler: entering the challenge', () => {
  it('enters nothing when the database refuses the video, and says why', async () => {
    behaviour.insert = {
      error: {
        code: '23514',
        message: 'Video URLs must use a domain name, not an IP address.',
        details: 'content_policy',
      },
      status: 400,
    };
    await expect(run(entering())).rejects.toMatchObject({ name: 'PermanentOutboxError' });
    expect(steps()).not.toContain('rpc enter_challenge');
    expect(toasts()).toEqual([
      {
        title: 'Content Policy Issue',
        description: 'Video URLs must use a domain name, not an IP address.',
      },
    ]);
  });

  it('enters a video held for review, and says both', async () => {
    behaviour.moderationStatus = 'pending';
    await run(entering());
    expect(steps()).toContain('rpc enter_challenge');
    expect(toasts().map((toast) => toast.description)).toEqual([
      '"Cat vs cucumber" is awaiting review: it will appear in Latest Videos once a moderator approves it.',
      'Your video is in "Cats".',
    ]);
  });

  it('enters after the row exists, with the ticket, before the take goes', async () => {
    await run(entering());
    const order = steps();
    expect(order.indexOf('rpc enter_challenge')).toBeGreaterThan(order.indexOf('insert videos'));
    expect(calls.find((call) => call.step === 'rpc enter_challenge')?.detail).toEqual({
      p_challenge_id: CHALLENGE,
      p_video_id: payload().videoId,
      p_ticket: TICKET,
    });
    expect(takesOnDevice.has('take-1')).toBe(false);
    expect(toasts().map((toast) => toast.title)).toEqual([
      'Video submitted!',
      'Challenge entry counted!',
    ]);
  });

  it('sends no ticket for a take started offline, and none of this for a normal video', async () => {
    await run(entering(false));
    expect(calls.find((call) => call.step === 'rpc enter_challenge')?.detail).not.toHaveProperty(
      'p_ticket',
    );
    calls.length = 0;
    await run(payload());
    expect(steps()).not.toContain('rpc enter_challenge');
  });

  it('posts the video and says so when this is a second entry', async () => {
    behaviour.enter = {
      data: null,
      error: { code: '23505', message: 'You have already entered this challenge.' },
      status: 409,
    };
    await run(entering());
    expect(toasts()[0]?.title).toBe('Video submitted!');
    expect(toasts()[1]).toEqual({
      title: 'Already entered',
      description:
        'You have already entered "Cats" (one video per challenge). This video is posted as a normal video.',
    });
  });

  it('counts the entry a replay finds from its own earlier attempt', async () => {
    behaviour.enter = { data: null, error: { code: '23505', message: 'again' }, status: 409 };
    behaviour.videoEntered = true;
    await run(entering());
    expect(toasts()[1]?.title).toBe('Challenge entry counted!');
  });

  it('posts the video and says the entry came too late after the deadline', async () => {
    behaviour.enter = {
      data: null,
      error: {
        code: 'P0001',
        message: 'This challenge has ended: entries had to reach the server before the deadline.',
      },
      status: 400,
    };
    await run(entering(false));
    expect(toasts()[1]?.title).toBe('Challenge entry too late');
  });

  it('retries (keeping the take) when the entry did not reach the server', async () => {
    behaviour.enter = { data: null, error: { code: '', message: 'Failed to fetch' }, status: 0 };
    await expect(run(entering())).rejects.toMatchObject({ name: 'RetryableSubmitError' });
    expect(takesOnDevice.has('take-1')).toBe(true);
    expect(toasts()).toEqual([]);
  });
});
