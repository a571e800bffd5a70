import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitVideoPayload } from '@/domain/upload';
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
/** SHA-256 of the harness's take ('webm!!'): what a ticket bound to that take holds. */
const TAKE_SHA256 = createHash('sha256').update('webm!!').digest('hex');
const entering = (ticket = true, contentSha256: string | null = TAKE_SHA256) =>
  payload({
    challenge: {
      challengeId: CHALLENGE,
      title: 'Cats',
      endDate: END,
      ...(ticket
        ? {
            ticket: {
              id: TICKET,
              issuedAt: END,
              acceptUntil: END,
              ...(contentSha256 ? { contentSha256 } : {}),
            },
          }
        : {}),
    },
  });
const LATE = {
  data: null,
  error: {
    code: 'PT428',
    message:
      'This entry reached the server after the deadline: its file must be checked against its entry ticket.',
  },
  status: 428,
};
const OTHER_FILE =
  'This entry ticket covers another file: this video is not the one it was issued for.';

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

  it('binds a ticket to the bytes before they upload when the item holds none (queued offline)', async () => {
    await run(entering(false));
    const order = steps();
    expect(order.indexOf('rpc issue_entry_ticket')).toBeGreaterThan(-1);
    expect(order.indexOf('rpc issue_entry_ticket')).toBeLessThan(order.indexOf('tus'));
    expect(calls.find((call) => call.step === 'rpc issue_entry_ticket')?.detail).toEqual({
      p_challenge_id: CHALLENGE,
      p_content_sha256: TAKE_SHA256,
    });
  });

  it('binds again when the stored ticket covers no file or another one, never when it covers this', async () => {
    await run(entering(true, null));
    expect(steps()).toContain('rpc issue_entry_ticket');
    calls.length = 0;
    await resetSubmitHarness();
    await run(entering(true, 'f'.repeat(64)));
    expect(steps()).toContain('rpc issue_entry_ticket');
    calls.length = 0;
    await resetSubmitHarness();
    await run(entering());
    expect(steps()).not.toContain('rpc issue_entry_ticket');
  });

  it('uploads anyway when no ticket can be bound (the challenge has ended, or no answer)', async () => {
    behaviour.issueTicket = {
      data: null,
      error: {
        code: 'P0001',
        message: 'This challenge has ended: entries had to reach the server before the deadline.',
      },
      status: 400,
    };
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await run(entering(false));
    expect(steps()).toContain('tus');
    expect(toasts()[0]?.title).toBe('Video submitted!');
    expect(warned).toHaveBeenCalled();
    warned.mockRestore();
  });

  it('sends a file that arrived after the deadline to enter-challenge-late and counts it late', async () => {
    behaviour.enter = LATE;
    await run(entering());
    const order = steps();
    expect(order.indexOf('enter-challenge-late')).toBeGreaterThan(
      order.indexOf('rpc enter_challenge'),
    );
    expect(calls.find((call) => call.step === 'enter-challenge-late')?.detail).toEqual({
      challengeId: CHALLENGE,
      videoId: payload().videoId,
    });
    expect(toasts()[1]).toEqual({
      title: 'Challenge entry counted!',
      description:
        'Your video is in "Cats": you started it before the deadline, so it still counts.',
    });
    expect(takesOnDevice.has('take-1')).toBe(false);
  });

  it('says why a late file was refused, and retries when its check got no answer', async () => {
    behaviour.enter = LATE;
    behaviour.enterLate = {
      data: null,
      error: {
        name: 'FunctionsHttpError',
        message: 'Edge Function returned a non-2xx status code',
        context: new Response(JSON.stringify({ error: OTHER_FILE, code: 'P0001' }), {
          status: 400,
        }),
      },
    };
    await run(entering());
    expect(toasts()[1]).toEqual({
      title: 'Challenge entry refused',
      description: `Your video is posted, but it could not enter "Cats": ${OTHER_FILE}`,
    });

    await resetSubmitHarness();
    behaviour.enter = LATE;
    behaviour.enterLate = {
      data: null,
      error: {
        name: 'FunctionsFetchError',
        message: 'Failed to send a request to the Edge Function',
      },
    };
    await expect(run(entering())).rejects.toMatchObject({ name: 'RetryableSubmitError' });
    expect(takesOnDevice.has('take-1')).toBe(true);
  });
});
