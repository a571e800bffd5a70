import { describe, expect, it } from 'vitest';
import { readAuthLandingHash, readAuthLinkQuery } from './auth-landing';

const session = '#access_token=eyJ.a.b&expires_in=3600&refresh_token=r&token_type=bearer';

describe('Auth confirmation landings', () => {
  it("reads Auth's own sign-up confirmation from the hash it redirects to", () => {
    expect(readAuthLandingHash(`${session}&type=signup`)).toEqual({ kind: 'already-verified' });
    expect(readAuthLandingHash(`${session}&type=email`)).toEqual({ kind: 'already-verified' });
  });

  it('reads a used or expired link as a broken one', () => {
    const error = '#error=access_denied&error_code=otp_expired&error_description=Email+link';
    expect(readAuthLandingHash(error)).toEqual({ kind: 'broken-link' });
  });

  it('leaves other hashes alone', () => {
    for (const other of ['', '#main', `${session}&type=recovery`, '#type=signup']) {
      expect(readAuthLandingHash(other)).toEqual({ kind: 'none' });
    }
  });

  it('takes a token_hash of type signup or email, and calls any other a broken link', () => {
    const query = (search: string) => readAuthLinkQuery(new URLSearchParams(search));
    expect(query('token_hash=abc&type=signup')).toEqual({
      kind: 'auth-link',
      tokenHash: 'abc',
      type: 'signup',
    });
    expect(query('token_hash=abc&type=email')).toMatchObject({ type: 'email' });
    expect(query('token_hash=abc&type=recovery')).toEqual({ kind: 'broken-link' });
    expect(query('token_hash=&type=signup')).toEqual({ kind: 'broken-link' });
  });
});
