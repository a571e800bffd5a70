import { describe, expect, it } from 'vitest';
import { confirmationName, parseJoinAnswer } from './join-answer';

describe('parseJoinAnswer', () => {
  it('reads the new affiliate code', () => {
    expect(
      parseJoinAnswer({
        success: true,
        affiliate: { affiliate_code: 'ABCD2345', commission_rate: 20, referral_count: 0 },
      }),
    ).toEqual({ affiliateCode: 'ABCD2345' });
  });

  it('refuses a failed or malformed answer', () => {
    expect(parseJoinAnswer(null)).toBeNull();
    expect(parseJoinAnswer({ success: false, error: 'nope' })).toBeNull();
    expect(parseJoinAnswer({ success: true })).toBeNull();
    expect(parseJoinAnswer({ success: true, affiliate: { affiliate_code: '' } })).toBeNull();
    expect(parseJoinAnswer({ success: 'true', affiliate: { affiliate_code: 'X' } })).toBeNull();
  });
});

describe('confirmationName', () => {
  it('is the full name, or else the email (part 2 §7)', () => {
    expect(
      confirmationName({ email: 'a@example.com', user_metadata: { full_name: ' Ada ' } }),
    ).toBe('Ada');
    expect(confirmationName({ email: 'a@example.com', user_metadata: { full_name: '  ' } })).toBe(
      'a@example.com',
    );
    expect(confirmationName({ email: 'a@example.com', user_metadata: { full_name: 7 } })).toBe(
      'a@example.com',
    );
    expect(confirmationName({ email: 'a@example.com' })).toBe('a@example.com');
  });
});
