import { describe, expect, it } from 'vitest';
import { DEFAULT_RECOVERY_REDIRECT, parseRecoveryLink, safeRedirect } from './recovery-link';

const SITE = 'https://laughloop.example';
const ORIGIN = 'http://127.0.0.1:4173';

describe('recovery link (part 2 §5)', () => {
  it('needs a token and type recovery', () => {
    expect(parseRecoveryLink('?type=recovery', SITE, ORIGIN)).toEqual({ valid: false });
    expect(parseRecoveryLink('?token=abc&type=signup', SITE, ORIGIN)).toEqual({ valid: false });
    expect(parseRecoveryLink('?token=abc&type=recovery', SITE, ORIGIN)).toEqual({
      valid: true,
      tokenHash: 'abc',
      redirectTo: DEFAULT_RECOVERY_REDIRECT,
    });
  });

  it('follows redirects on the site or this origin only', () => {
    expect(safeRedirect(`${ORIGIN}/?password_reset=true`, SITE, ORIGIN)).toBe(
      '/?password_reset=true',
    );
    expect(safeRedirect(`${SITE}/?password_reset=true`, SITE, ORIGIN)).toBe(
      `${SITE}/?password_reset=true`,
    );
    expect(safeRedirect('https://evil.example/steal', SITE, ORIGIN)).toBe(
      DEFAULT_RECOVERY_REDIRECT,
    );
    expect(safeRedirect('javascript:alert(1)', SITE, ORIGIN)).toBe(DEFAULT_RECOVERY_REDIRECT);
    expect(safeRedirect(null, SITE, ORIGIN)).toBe(DEFAULT_RECOVERY_REDIRECT);
  });
});
