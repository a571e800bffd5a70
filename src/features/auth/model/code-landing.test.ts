import { describe, expect, it } from 'vitest';
import { authCodeIn } from '@/lib/auth-code-landing';
import { afterCodeLanding, withoutAuthCode } from './code-landing';

describe('a PKCE (?code=) landing', () => {
  it('continues like the implicit landing when the code was exchanged', () => {
    expect(afterCodeLanding('signed-in', false)).toMatchObject({
      kind: 'notice',
      notice: { title: 'Email Verified' },
    });
    expect(afterCodeLanding('signed-in', true)).toEqual({ kind: 'open-reset' });
  });

  it("gives refused codes their link's failure notice, and foreign codes where to open them", () => {
    expect(afterCodeLanding('failed', false)).toMatchObject({
      notice: { title: 'Verification Failed' },
    });
    expect(afterCodeLanding('failed', true)).toMatchObject({
      notice: { title: 'Invalid reset link' },
    });
    expect(afterCodeLanding('other-browser', false)).toMatchObject({
      notice: { title: 'Open the link in the same browser' },
    });
    expect(afterCodeLanding('other-browser', true)).toMatchObject({
      notice: { title: 'Open the reset link in the same browser' },
    });
  });

  it('finds the code and takes it (and the flow id) out of the address', () => {
    expect(authCodeIn('?code=abc&x=1')).toBe('abc');
    expect(authCodeIn('?code=&x=1')).toBeNull();
    expect(authCodeIn('?ref=AFF12345')).toBeNull();
    expect(withoutAuthCode('?code=abc&sb_flow_id=f1&ref=AFF12345')).toBe('?ref=AFF12345');
    expect(withoutAuthCode('?code=abc')).toBe('');
  });
});
