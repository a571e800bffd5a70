import { describe, expect, it } from 'vitest';
import { normalizeCodeInput, redemptionProblem, validateCode } from './redemption';

describe('free Premium code (part 2 §5, §8)', () => {
  it('uppercases the code as typed and requires one', () => {
    expect(normalizeCodeInput('ll-ab12-cd34')).toBe('LL-AB12-CD34');
    expect(validateCode('  ')).toEqual({
      title: 'Code required',
      message: 'Enter your free Premium code',
    });
    expect(validateCode('LL-AB12-CD34')).toBeNull();
  });

  it('maps the server’s refusals by what they mention', () => {
    expect(redemptionProblem('This code was sent to a different email address.')).toEqual({
      title: 'Redemption Failed',
      message:
        'This code is not valid for your account. Please check your email or contact support.',
    });
    expect(redemptionProblem('This code has expired.').message).toBe(
      'This code has expired. Please request a new one.',
    );
    expect(redemptionProblem('This code has already been used.').message).toBe(
      'This code has already been used.',
    );
    expect(redemptionProblem('This code is not valid. Check it and try again.').message).toBe(
      'This code is not valid. Check it and try again.',
    );
  });

  it('shows the once-only refusals (issue 34) in the server’s words: they mention no email, expiry or use', () => {
    for (const said of [
      'This account has already had its free Premium. The offer of 2 free months is once per account.',
      'Free Premium has already been redeemed at this address. The offer of 2 free months is once per address.',
    ]) {
      expect(redemptionProblem(said)).toEqual({ title: 'Redemption Failed', message: said });
    }
  });
});
