import { describe, expect, it } from 'vitest';
import type { LocalContext } from '../context.ts';
import { hookEmailData, ownMail, type AuthEmail, type EmailAction } from './emails.ts';
import { AuthError } from './errors.ts';
import { flowMethodOf, pkceChallenge, verifierMatches } from './pkce.ts';

// RFC 7636 Appendix B.
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

function refusal(params: Record<string, unknown>): string {
  try {
    pkceChallenge(params);
  } catch (error) {
    if (error instanceof AuthError) return `${error.status} ${error.code}: ${error.message}`;
    throw error;
  }
  return 'accepted';
}

describe('PKCE parameters (validatePKCEParams)', () => {
  it('is the implicit flow without a challenge, and PKCE with both parameters', () => {
    expect(pkceChallenge({})).toBeNull();
    expect(pkceChallenge({ code_challenge: RFC_CHALLENGE, code_challenge_method: 'S256' })).toEqual(
      { challenge: RFC_CHALLENGE, method: 's256' },
    );
    expect(
      pkceChallenge({ code_challenge: RFC_CHALLENGE, code_challenge_method: 'plain' })?.method,
    ).toBe('plain');
  });

  it("refuses what GoTrue refuses, with GoTrue's messages", () => {
    expect(refusal({ code_challenge: RFC_CHALLENGE })).toBe(
      '400 validation_failed: PKCE flow requires code_challenge_method and code_challenge',
    );
    expect(refusal({ code_challenge_method: 's256' })).toBe(
      '400 validation_failed: PKCE flow requires code_challenge_method and code_challenge',
    );
    expect(refusal({ code_challenge: 'a'.repeat(42), code_challenge_method: 's256' })).toBe(
      '400 validation_failed: code challenge has to be between 43 and 128 characters',
    );
    expect(refusal({ code_challenge: 'a'.repeat(129), code_challenge_method: 's256' })).toBe(
      '400 validation_failed: code challenge has to be between 43 and 128 characters',
    );
    expect(refusal({ code_challenge: `${'a'.repeat(42)}!`, code_challenge_method: 's256' })).toBe(
      '400 validation_failed: code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
    expect(refusal({ code_challenge: RFC_CHALLENGE, code_challenge_method: 'md5' })).toBe(
      '400 validation_failed: unsupported code_challenge method "md5"',
    );
  });
});

describe('PKCE verification (security.VerifyPKCEChallenge)', () => {
  it("accepts RFC 7636's S256 example and nothing else", () => {
    const challenge = { challenge: RFC_CHALLENGE, method: 's256' as const };
    expect(verifierMatches(challenge, RFC_VERIFIER)).toBe(true);
    expect(verifierMatches(challenge, `${RFC_VERIFIER}x`)).toBe(false);
    expect(verifierMatches(challenge, RFC_CHALLENGE)).toBe(false);
  });

  it('compares a plain challenge with the verifier itself', () => {
    const challenge = { challenge: RFC_VERIFIER, method: 'plain' as const };
    expect(verifierMatches(challenge, RFC_VERIFIER)).toBe(true);
    expect(verifierMatches(challenge, RFC_CHALLENGE)).toBe(false);
  });

  it("maps verification types to GoTrue's flow state methods", () => {
    expect(flowMethodOf('signup')).toBe('email/signup');
    expect(flowMethodOf('magiclink')).toBe('magiclink');
    expect(flowMethodOf('recovery')).toBe('recovery');
    expect(() => flowMethodOf('email')).toThrow('Unsupported verification type');
  });
});

describe('mails of each flow', () => {
  const ctx = {
    publicUrl: 'http://127.0.0.1:54321',
    config: { siteUrl: 'http://127.0.0.1:4173' },
  } as unknown as LocalContext;
  const mail = (action: EmailAction): AuthEmail => ({
    user: { id: '00000000-0000-0000-0000-000000000001', email: 'a@example.com' },
    action,
    token: { otp: '123456', hash: 'pkce_abc', previous: { hash: null, sentAt: null } },
    redirectTo: 'http://127.0.0.1:4173/welcome',
  });

  it("gives the Send Email hook the action's email_action_type and the stored (prefixed) hash", () => {
    const actions: EmailAction[] = [
      'signup',
      'recovery',
      'magiclink',
      'invite',
      'reauthentication',
    ];
    for (const action of actions) {
      expect(hookEmailData(ctx, mail(action))).toMatchObject({
        email_action_type: action,
        token: '123456',
        token_hash: 'pkce_abc',
        redirect_to: 'http://127.0.0.1:4173/welcome',
        site_url: 'http://127.0.0.1:54321',
      });
    }
  });

  it('links each own mail to the right verification type, with a code where one can be typed', () => {
    const verify = (type: string) =>
      `http://127.0.0.1:54321/auth/v1/verify?token=pkce_abc&type=${type}&redirect_to=${encodeURIComponent('http://127.0.0.1:4173/welcome')}`;
    const magic = ownMail(ctx, mail('magiclink'));
    expect(magic.text).toContain(verify('magiclink'));
    expect(magic.text).toContain('Or enter this code: 123456');
    expect(ownMail(ctx, mail('invite')).text).toContain(verify('invite'));
    expect(ownMail(ctx, mail('signup')).text).toContain(verify('signup'));
    const nonce = ownMail(ctx, mail('reauthentication'));
    expect(nonce.text).toContain('\n123456\n');
    expect(nonce.text).not.toContain('http');
  });
});
