import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDeviceId } from '@/lib/device-id';
import { env } from '@/lib/env';
import { recordView } from './record-view';

const ISSUED = 'AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB';
const REISSUED = 'CCCCCCCCCCCCCCCCCCCCCC.DDDDDDDDDDDDDDDDDDDDDD';
const KEY = 'laughloop.device-id';

type Answer = { status: number; body: unknown };

/** The server: issue_device_id and record_view answer from their queues, in order. */
function server(answers: Record<'issue_device_id' | 'record_view', Answer[]>) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const fn = url.slice(url.lastIndexOf('/') + 1) as keyof typeof answers;
    const next = answers[fn].shift();
    if (!next) throw new Error(`unexpected call of ${fn}`);
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentTo = (fetchMock: ReturnType<typeof server>, fn: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === `${env.supabaseUrl}/rest/v1/rpc/${fn}`)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  // The module keeps the id for the page's life too: forget both, for the next test.
  forgetDeviceId(ISSUED);
  forgetDeviceId(REISSUED);
  localStorage.clear();
});

describe('counting a signed-out view', () => {
  it("asks for a signed device id first and sends it with the view and the view's own time", async () => {
    const fetchMock = server({
      issue_device_id: [{ status: 200, body: ISSUED }],
      record_view: [{ status: 200, body: { counted: true, view_id: 'view-1' } }],
    });
    const viewedAt = Date.UTC(2026, 10, 27, 23, 59);
    await expect(recordView('clip-a', null, { viewedAt })).resolves.toEqual({
      counted: true,
      viewId: 'view-1',
    });
    expect(sentTo(fetchMock, 'record_view')).toEqual([
      { p_video_id: 'clip-a', p_viewed_at: '2026-11-27T23:59:00.000Z', p_device_id: ISSUED },
    ]);
  });

  it('asks for a new id when the server refuses the stored one, and counts the view with it', async () => {
    localStorage.setItem(KEY, ISSUED);
    const fetchMock = server({
      issue_device_id: [{ status: 200, body: REISSUED }],
      record_view: [
        { status: 400, body: { code: '22023', message: 'This device id was not issued.' } },
        { status: 200, body: { counted: true, view_id: 'view-2' } },
      ],
    });
    await expect(recordView('clip-b', null)).resolves.toMatchObject({ counted: true });
    expect(sentTo(fetchMock, 'record_view').map((body) => body.p_device_id)).toEqual([
      ISSUED,
      REISSUED,
    ]);
    expect(localStorage.getItem(KEY)).toBe(REISSUED);
  });

  it('passes a cap on to the caller as it is (429), without asking for another id', async () => {
    localStorage.setItem(KEY, ISSUED);
    server({
      issue_device_id: [],
      record_view: [{ status: 429, body: { code: 'PT429', message: 'Too many views.' } }],
    });
    await expect(recordView('clip-c', null)).rejects.toMatchObject({ status: 429 });
    expect(localStorage.getItem(KEY)).toBe(ISSUED);
  });
});
