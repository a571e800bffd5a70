import { describe, expect, it } from 'vitest';
import { creatorHash } from './creator-hash';
import {
  checkOptIn,
  confirmToken,
  OPT_IN_COPY,
  parseOptInRequest,
  unsubscribeToken,
} from './opt-in';

describe('checkOptIn', () => {
  it('builds the function body of part 1 §7, trimmed, without an empty name', () => {
    expect(checkOptIn('  fan@example.com ', ' Sam ')).toEqual({
      ok: true,
      request: { type: 'opt_in_confirmation', email: 'fan@example.com', name: 'Sam' },
    });
    expect(checkOptIn('fan@example.com', '  ')).toEqual({
      ok: true,
      request: { type: 'opt_in_confirmation', email: 'fan@example.com' },
    });
  });

  it('refuses a malformed address and an overlong name at the form', () => {
    expect(checkOptIn('not-an-email', 'Sam')).toEqual({
      ok: false,
      message: OPT_IN_COPY.invalidEmail,
    });
    expect(checkOptIn('', '')).toEqual({ ok: false, message: OPT_IN_COPY.invalidEmail });
    expect(checkOptIn('fan@example.com', 'x'.repeat(101))).toEqual({
      ok: false,
      message: OPT_IN_COPY.nameTooLong,
    });
  });

  it('keeps the failure title word for word (part 1 §8)', () => {
    expect(OPT_IN_COPY.failureTitle).toBe('Unable to send email');
  });

  it('says plainly that a confirmation email was sent and nothing comes before its link is opened', () => {
    expect(OPT_IN_COPY.successTitle).toBe('Check your inbox');
    expect(OPT_IN_COPY.successMessage).toContain('We sent you a confirmation email.');
    expect(OPT_IN_COPY.successMessage).toContain('until you do, we send you nothing');
    expect(OPT_IN_COPY.queuedMessage).toContain('We’ll send your confirmation email');
  });
});

describe('parseOptInRequest', () => {
  it('reads a queued body back and refuses anything else', () => {
    expect(parseOptInRequest({ type: 'opt_in_confirmation', email: 'a@b.co', name: 'A' })).toEqual({
      type: 'opt_in_confirmation',
      email: 'a@b.co',
      name: 'A',
    });
    expect(parseOptInRequest({ type: 'other', email: 'a@b.co' })).toBeNull();
    expect(parseOptInRequest({ type: 'opt_in_confirmation', email: 'a@b.co', name: 3 })).toBeNull();
    expect(parseOptInRequest(null)).toBeNull();
  });
});

describe('unsubscribeToken and confirmToken', () => {
  it('take only a 64-hex token from their own flag', () => {
    const token = 'a'.repeat(64);
    expect(unsubscribeToken(`?unsubscribe=${token}`)).toBe(token);
    expect(unsubscribeToken('?unsubscribe=xyz')).toBeNull();
    expect(unsubscribeToken('?verified=true')).toBeNull();
    expect(confirmToken(`?confirm_challenge_emails=${token}`)).toBe(token);
    expect(confirmToken(`?unsubscribe=${token}`)).toBeNull();
    expect(confirmToken(`?confirm_challenge_emails=${token.toUpperCase()}`)).toBeNull();
    expect(unsubscribeToken(`?confirm_challenge_emails=${token}`)).toBeNull();
  });
});

describe('creatorHash', () => {
  it('is the first 8 hex characters of sha256(user id), as SQL private.creator_hash', async () => {
    // sha256('abc') = ba7816bf...
    expect(await creatorHash('abc')).toBe('ba7816bf');
  });
});
