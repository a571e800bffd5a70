import { describe, expect, it } from 'vitest';
import { parseHomeFlags } from './home-flags';

describe('home query flags (part 1 §2)', () => {
  it('reports nothing for an address without flags and keeps other parameters', () => {
    const flags = parseHomeFlags('?ref=AFF123');
    expect(flags.present).toBe(false);
    expect(flags.remainingSearch).toBe('?ref=AFF123');
  });

  it('reads a verification link and removes only its flags', () => {
    const flags = parseHomeFlags('?verify_email=true&token=abc&user_id=u-1&ref=AFF123');
    expect(flags.present).toBe(true);
    expect(flags.verification).toEqual({ kind: 'verify', token: 'abc', userId: 'u-1' });
    expect(flags.remainingSearch).toBe('?ref=AFF123');
  });

  it('treats verify_email without its token or user id as a broken link', () => {
    expect(parseHomeFlags('?verify_email=true&token=abc').verification).toEqual({
      kind: 'broken-link',
    });
  });

  it("reads Auth's own confirmation token and removes it with its type", () => {
    const flags = parseHomeFlags('?token_hash=abc123&type=signup&ref=XY');
    expect(flags.present).toBe(true);
    expect(flags.verification).toEqual({ kind: 'auth-link', tokenHash: 'abc123', type: 'signup' });
    expect(flags.remainingSearch).toBe('?ref=XY');
    expect(parseHomeFlags('?token_hash=abc&type=email').verification).toMatchObject({
      type: 'email',
    });
    expect(parseHomeFlags('?token_hash=abc&type=recovery').verification).toEqual({
      kind: 'broken-link',
    });
    expect(parseHomeFlags('?type=signup').remainingSearch).toBe('?type=signup');
  });

  it('shows the verified notice for verified=true and email_verified=true', () => {
    expect(parseHomeFlags('?verified=true').verification.kind).toBe('already-verified');
    expect(parseHomeFlags('?email_verified=true').verification.kind).toBe('already-verified');
  });

  it('opens the sign-up and reset dialogs', () => {
    expect(parseHomeFlags('?signup=true').openSignUp).toBe(true);
    expect(parseHomeFlags('?password_reset=true').openPasswordReset).toBe(true);
    expect(parseHomeFlags('?signup=false')).toMatchObject({
      present: true,
      openSignUp: false,
      remainingSearch: '',
    });
  });

  it('reads payment results: cancelled wins, session_id alone is a success', () => {
    expect(parseHomeFlags('?boost_cancelled=true&session_id=cs_1').payment).toBe('cancelled');
    expect(parseHomeFlags('?boost_success=true&session_id=cs_1').payment).toBe('success');
    expect(parseHomeFlags('?session_id=cs_1').payment).toBe('success');
    expect(parseHomeFlags('?signup=true').payment).toBeNull();
  });
});
