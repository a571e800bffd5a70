import { beforeEach, describe, expect, it } from 'vitest';
import {
  captureReferral,
  currentReferral,
  REFERRAL_KEY,
  referralAwaitingClick,
  rememberClickId,
} from './referral';

const DAY = 86_400_000;
const CLICK = '0b6c3c4e-8d0e-4c8e-9f4a-2a1b3c4d5e6f';

function land(search: string) {
  window.history.replaceState(null, '', `/shorts${search}#top`);
}

beforeEach(() => {
  localStorage.clear();
  land('');
});

describe('captureReferral', () => {
  it('keeps the code, removes ?ref from the address and leaves the rest', () => {
    land('?ref=abcd2345&signup=true');
    expect(captureReferral(1_000)).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/shorts?signup=true#top',
    );
    expect(currentReferral(1_000)).toEqual({ code: 'ABCD2345', clickId: null });
  });

  it('lets the first click win for 30 days, then the next link counts', () => {
    land('?ref=FIRST234');
    captureReferral(0);
    land('?ref=SECOND23');
    expect(captureReferral(29 * DAY)).toBe(false);
    expect(currentReferral(29 * DAY)?.code).toBe('FIRST234');
    expect(window.location.search).toBe('');
    expect(currentReferral(31 * DAY)).toBeNull();
    land('?ref=SECOND23');
    expect(captureReferral(31 * DAY)).toBe(true);
    expect(currentReferral(31 * DAY)?.code).toBe('SECOND23');
  });

  it('ignores a malformed code but still cleans the address', () => {
    land('?ref=<script>');
    expect(captureReferral()).toBe(false);
    expect(window.location.search).toBe('');
    expect(localStorage.getItem(REFERRAL_KEY)).toBeNull();
  });

  it('does nothing without ?ref', () => {
    land('?session_id=cs_1');
    expect(captureReferral()).toBe(false);
    expect(window.location.search).toBe('?session_id=cs_1');
  });
});

describe('the recorded click', () => {
  it('is kept with the code it was recorded for, and only a UUID', () => {
    land('?ref=ABCD2345');
    captureReferral();
    expect(referralAwaitingClick()?.code).toBe('ABCD2345');
    rememberClickId('OTHER234', CLICK);
    rememberClickId('ABCD2345', 'not-a-uuid');
    expect(referralAwaitingClick()).not.toBeNull();
    rememberClickId('abcd2345', CLICK);
    expect(referralAwaitingClick()).toBeNull();
    expect(currentReferral()).toEqual({ code: 'ABCD2345', clickId: CLICK });
  });

  it('treats a damaged stored value as no referral', () => {
    localStorage.setItem(REFERRAL_KEY, '{"code":');
    expect(currentReferral()).toBeNull();
    localStorage.setItem(REFERRAL_KEY, JSON.stringify({ code: 'ABCD2345', clickedAt: 'x' }));
    expect(currentReferral()).toBeNull();
  });
});
