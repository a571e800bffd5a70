import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REFERRAL_KEY } from '@/lib/referral-key';

const recordReferral = vi.fn();
vi.mock('./record-referral', () => ({ recordReferral }));
const { startReferral } = await import('./start-referral');

function land(search: string) {
  window.history.replaceState(null, '', `/shorts${search}#top`);
}

beforeEach(() => {
  localStorage.clear();
  recordReferral.mockClear();
  land('');
});

describe('startReferral', () => {
  it('removes ?ref from the address, keeps the rest and hands the code on', async () => {
    land('?ref=abcd2345&signup=true');
    startReferral();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/shorts?signup=true#top',
    );
    await vi.waitFor(() =>
      expect(recordReferral).toHaveBeenCalledWith('abcd2345', expect.any(Number)),
    );
  });

  it('loads nothing without ?ref or a click still to record', async () => {
    land('?session_id=cs_1');
    localStorage.setItem(
      REFERRAL_KEY,
      JSON.stringify({ code: 'ABCD2345', clickId: 'x', clickedAt: 1 }),
    );
    startReferral();
    expect(window.location.search).toBe('?session_id=cs_1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recordReferral).not.toHaveBeenCalled();
  });

  it('records a click kept offline on the next start', async () => {
    localStorage.setItem(
      REFERRAL_KEY,
      JSON.stringify({ code: 'ABCD2345', clickId: null, clickedAt: Date.now() }),
    );
    startReferral();
    await vi.waitFor(() => expect(recordReferral).toHaveBeenCalledWith(null, expect.any(Number)));
  });
});
