import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermanentOutboxError, type OutboxNotice } from '@/lib/outbox-port';
import { REPORT_VIDEO, type ReportVideoPayload } from './report-video-kind';
import { parseReportPayload, sendReportVideo } from './report-video-send';
import { senderContext } from '@/testing/sender-context';

// A report made offline, sent by the outbox (a page or the service worker) against a faked
// Data API: POST /rest/v1/video_reports, one report per member and video.

const payload: ReportVideoPayload = {
  videoId: 'v1',
  reason: 'spam',
  details: 'scam link',
  userId: 'me',
  videoTitle: 'Funny cat',
};
const job = (p: unknown = payload) => ({ id: 'r1', kind: REPORT_VIDEO, payload: p, attempts: 0 });
let notices: OutboxNotice[] = [];
const context = (token: string | null = 'token-me', userId: string | null = 'me') =>
  senderContext(token, userId, notices);

const rows: unknown[] = [];
let answer: () => Response;

beforeEach(() => {
  notices = [];
  rows.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(new URL(url).pathname).toBe('/rest/v1/video_reports');
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-me');
      rows.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const postgrest = (status: number, code: string, message: string) => () =>
  Response.json({ code, message, details: null, hint: null }, { status });

describe('sending a queued report', () => {
  it('stores it with the token of the moment and says nothing more (the video is hidden already)', async () => {
    answer = () => new Response(null, { status: 201 });
    await sendReportVideo(job(), context());
    expect(rows).toEqual([{ video_id: 'v1', reason: 'spam', details: 'scam link' }]);
    expect(notices).toEqual([]);
  });

  it('counts a report the server already has (23505, an answer lost) as sent', async () => {
    answer = postgrest(409, '23505', 'duplicate key value violates unique constraint');
    await expect(sendReportVideo(job(), context())).resolves.toBeUndefined();
    expect(rows).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it("stops on the rate limit with 'Too Many Reports' and the server's words", async () => {
    const limit = 'You have sent too many reports. Please try again in an hour.';
    answer = postgrest(429, 'PT429', limit);
    await expect(sendReportVideo(job(), context())).rejects.toEqual(
      new PermanentOutboxError(limit),
    );
    expect(notices).toEqual([
      { title: 'Too Many Reports', description: limit, variant: 'destructive' },
    ]);
  });

  it("stops on another refusal with 'Report Failed' and the server's words", async () => {
    answer = postgrest(400, 'P0001', 'Video not found');
    await expect(sendReportVideo(job(), context())).rejects.toBeInstanceOf(PermanentOutboxError);
    expect(notices).toEqual([
      { title: 'Report Failed', description: 'Video not found', variant: 'destructive' },
    ]);
  });

  it('throws network failures and 5xx for the outbox to retry, saying nothing', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(sendReportVideo(job(), context())).rejects.toBeInstanceOf(TypeError);
    answer = postgrest(503, '', 'Service Unavailable');
    const busy = sendReportVideo(job(), context());
    await expect(busy).rejects.not.toBeInstanceOf(PermanentOutboxError);
    expect(notices).toEqual([]);
  });

  it('waits for the account that made it; signed out, it stops with the sign-in message', async () => {
    const other = sendReportVideo(job(), context('token-me', 'someone-else'));
    await expect(other).rejects.not.toBeInstanceOf(PermanentOutboxError);
    expect(notices).toEqual([]);
    await expect(sendReportVideo(job(), context(null, null))).rejects.toBeInstanceOf(
      PermanentOutboxError,
    );
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Report Failed',
        description: 'Please sign in to report videos.',
      }),
    ]);
    expect(rows).toEqual([]);
  });

  it('reads only well-formed payloads', async () => {
    expect(parseReportPayload(payload)).toEqual(payload);
    expect(parseReportPayload({ ...payload, details: null, videoTitle: 3 })).toEqual({
      videoId: 'v1',
      reason: 'spam',
      details: null,
      userId: 'me',
    });
    expect(parseReportPayload({ ...payload, reason: 'boring' })).toBeNull();
    expect(parseReportPayload({ ...payload, userId: undefined })).toBeNull();
    expect(parseReportPayload({ ...payload, details: 5 })).toBeNull();
    expect(parseReportPayload(null)).toBeNull();
    await expect(sendReportVideo(job({ videoId: 'v1' }), context())).rejects.toThrow(
      'This report could not be read.',
    );
  });
});
