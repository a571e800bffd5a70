import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { useHiddenContent } from '@/lib/hidden-content';
import { provideOutbox, type OutboxPort } from '@/lib/outbox-port';
import { REPORT_VIDEO } from '../offline/report-video-kind';

// More › Report (issue 34 §2): what the reporter is told, and when the video leaves their screens.

const server = vi.hoisted(() => ({ report: vi.fn() }));
vi.mock('../api/report-video', () => ({ reportVideo: server.report }));
const toasts = vi.hoisted(() => ({ shown: [] as unknown[] }));
vi.mock('@/components/toast-store', () => ({ toast: (t: unknown) => toasts.shown.push(t) }));
vi.mock('@/lib/session', () => ({
  currentAccessToken: async () => 'token-me',
  useSession: { getState: () => ({ user: { id: 'me' } }) },
}));
const forgotten = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../offline/forget-hidden', () => ({
  forgetHiddenVideos: async () => {
    forgotten.calls += 1;
  },
}));

const { sendReport } = await import('./send-report');

const enqueue = vi.fn((_input: unknown) => Promise.resolve('item-1'));

beforeEach(() => {
  server.report.mockReset();
  enqueue.mockClear();
  provideOutbox({ enqueue } as unknown as OutboxPort);
  toasts.shown = [];
  forgotten.calls = 0;
  useHiddenContent.setState({ owner: 'me', videos: [], creators: [], users: [] });
});
afterEach(() => {
  useHiddenContent.setState({ owner: null, videos: [], creators: [], users: [] });
  vi.restoreAllMocks();
});

const queuedToast = expect.objectContaining({
  title: 'Report Saved',
  description:
    'This video is now hidden for you. Your report will be sent when you are back online.',
  variant: 'success',
});

describe('sending a report', () => {
  it('hides the video for the reporter once the server has the report, and forgets it on the device', async () => {
    server.report.mockResolvedValue(undefined);
    expect(await sendReport('v1', 'spam', '  scam link  ')).toBe(true);
    expect(server.report).toHaveBeenCalledWith('v1', 'spam', 'scam link', 'token-me');
    expect(useHiddenContent.getState().videos).toEqual(['v1']);
    expect(forgotten.calls).toBe(1);
    expect(toasts.shown).toEqual([expect.objectContaining({ title: 'Report Sent' })]);
  });

  it('treats a second report as done (hidden too), says so, and sends no details when there are none', async () => {
    server.report.mockRejectedValue(
      new ApiError('You have already reported this video.', 409, '23505'),
    );
    expect(await sendReport('v1', 'other', '   ')).toBe(true);
    expect(server.report).toHaveBeenCalledWith('v1', 'other', null, 'token-me');
    expect(useHiddenContent.getState().videos).toEqual(['v1']);
    expect(toasts.shown).toEqual([expect.objectContaining({ title: 'Already Reported' })]);
  });

  it('shows the rate limit and other refusals in the server’s words and hides nothing', async () => {
    const limit = 'You have sent too many reports. Please try again in an hour.';
    server.report.mockRejectedValueOnce(new ApiError(limit, 429, 'PT429'));
    expect(await sendReport('v1', 'spam', '')).toBe(true);
    server.report.mockRejectedValueOnce(new ApiError('Video not found', 400, 'P0001'));
    expect(await sendReport('v2', 'spam', '')).toBe(false);
    server.report.mockRejectedValueOnce(new ApiError('Internal error', 500));
    expect(await sendReport('v3', 'spam', '')).toBe(false);
    expect(toasts.shown).toEqual([
      expect.objectContaining({ title: 'Too Many Reports', description: limit }),
      expect.objectContaining({ title: 'Report Failed', description: 'Video not found' }),
      expect.objectContaining({
        title: 'Report Failed',
        description: 'Unable to send your report. Please try again.',
      }),
    ]);
    expect(useHiddenContent.getState().videos).toEqual([]);
    expect(forgotten.calls).toBe(0);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('offline, queues the report for the outbox, hides the video and says it is saved', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await sendReport('v1', 'spam', '  scam link  ', 'Funny cat')).toBe(true);
    expect(server.report).not.toHaveBeenCalled();
    expect(enqueue).toHaveBeenCalledWith({
      kind: REPORT_VIDEO,
      payload: {
        videoId: 'v1',
        reason: 'spam',
        details: 'scam link',
        userId: 'me',
        videoTitle: 'Funny cat',
      },
    });
    expect(useHiddenContent.getState().videos).toEqual(['v1']);
    expect(forgotten.calls).toBe(1);
    expect(toasts.shown).toEqual([queuedToast]);
  });

  it('queues it too when the request never arrived (fetch’s TypeError)', async () => {
    server.report.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendReport('v3', 'other', '')).toBe(true);
    expect(server.report).toHaveBeenCalledTimes(1);
    expect(enqueue).toHaveBeenCalledWith({
      kind: REPORT_VIDEO,
      payload: { videoId: 'v3', reason: 'other', details: null, userId: 'me' },
    });
    expect(useHiddenContent.getState().videos).toEqual(['v3']);
    expect(toasts.shown).toEqual([queuedToast]);
  });

  it('says it failed and hides nothing when the report cannot even be queued', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    enqueue.mockRejectedValueOnce(new Error('QuotaExceededError'));
    expect(await sendReport('v1', 'spam', '')).toBe(false);
    expect(useHiddenContent.getState().videos).toEqual([]);
    expect(toasts.shown).toEqual([expect.objectContaining({ title: 'Report Failed' })]);
  });
});
