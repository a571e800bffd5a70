import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentReferral,
  keepReferral,
  REFERRAL_KEY,
  referralAwaitingClick,
  rememberClickId,
} from './referral';

const DAY = 86_400_000;
const CLICK = '0b6c3c4e-8d0e-4c8e-9f4a-2a1b3c4d5e6f';

beforeEach(() => {
  localStorage.clear();
});

describe('keepReferral', () => {
  it('keeps a code in capitals with no click yet', () => {
    expect(keepReferral('abcd2345', 1_000)).toBe(true);
    expect(currentReferral(1_000)).toEqual({ code: 'ABCD2345', clickId: null });
  });

  it('lets the first click win for 30 days, then the next link counts', () => {
    keepReferral('FIRST234', 0);
    expect(keepReferral('SECOND23', 29 * DAY)).toBe(false);
    expect(currentReferral(29 * DAY)?.code).toBe('FIRST234');
    expect(currentReferral(31 * DAY)).toBeNull();
    expect(keepReferral('SECOND23', 31 * DAY)).toBe(true);
    expect(currentReferral(31 * DAY)?.code).toBe('SECOND23');
  });

  it('ignores a malformed code', () => {
    expect(keepReferral('<script>')).toBe(false);
    expect(localStorage.getItem(REFERRAL_KEY)).toBeNull();
  });
});

describe('the recorded click', () => {
  it('is kept with the code it was recorded for, and only a UUID', () => {
    keepReferral('ABCD2345');
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
