import { describe, expect, it } from 'vitest';
import {
  cleanPayoutDetails,
  describePayoutDetails,
  parsePayoutDetails,
  payoutDetailsComplete,
  payoutDetailsProblem,
} from './details';

const BANK = {
  accountHolderName: 'Ada Lovelace',
  bankName: 'First Loop Bank',
  accountNumber: 'GB29 NWBK 6016 1331 9268 19',
  routingNumber: '026009593',
};

describe('payout details', () => {
  it('needs every field of the chosen method before saving', () => {
    expect(payoutDetailsComplete('paypal', { paypalEmail: ' ' })).toBe(false);
    expect(payoutDetailsComplete('paypal', { paypalEmail: 'a@b.co' })).toBe(true);
    expect(payoutDetailsComplete('bank', { ...BANK, routingNumber: '' })).toBe(false);
    expect(payoutDetailsComplete('bank', BANK)).toBe(true);
  });

  it('says what is wrong, as the database would refuse it', () => {
    expect(payoutDetailsProblem('paypal', { paypalEmail: ' Ada@Example.com ' })).toBeNull();
    expect(payoutDetailsProblem('paypal', { paypalEmail: 'ada@example' })).toBe(
      'Enter the email address of your PayPal account.',
    );
    expect(payoutDetailsProblem('bank', BANK)).toBeNull();
    expect(payoutDetailsProblem('bank', { ...BANK, accountHolderName: 'x'.repeat(101) })).toMatch(
      /account holder/,
    );
    expect(payoutDetailsProblem('bank', { ...BANK, bankName: '<script>' })).toMatch(/bank’s name/);
    expect(payoutDetailsProblem('bank', { ...BANK, accountNumber: '12;34' })).toMatch(
      /account number/,
    );
    expect(payoutDetailsProblem('bank', { ...BANK, routingNumber: '123' })).toMatch(
      /routing number/,
    );
  });

  it('counts a name in characters, as the database does, not in UTF-16 units', () => {
    // 100 emoji are 200 UTF-16 units but 100 characters: private.is_clean_text accepts them.
    const emojiName = '😀'.repeat(100);
    expect(payoutDetailsProblem('bank', { ...BANK, accountHolderName: emojiName })).toBeNull();
    expect(payoutDetailsProblem('bank', { ...BANK, accountHolderName: `${emojiName}😀` })).toMatch(
      /account holder/,
    );
  });

  it('keeps only the chosen method’s fields, trimmed', () => {
    expect(cleanPayoutDetails('paypal', { paypalEmail: ' A@B.co ', bankName: 'x' })).toEqual({
      paypalEmail: 'a@b.co',
    });
    expect(
      cleanPayoutDetails('bank', { ...BANK, bankName: ' Loop ', paypalEmail: 'a@b.co' }),
    ).toEqual({ ...BANK, bankName: 'Loop' });
  });

  it('names the destination without showing the whole account number', () => {
    expect(describePayoutDetails('paypal', { paypalEmail: 'a@b.co' })).toBe('PayPal · a@b.co');
    expect(describePayoutDetails('bank', BANK)).toBe('Bank · First Loop Bank ···· 6819');
  });

  it('reads only string fields from stored JSON', () => {
    expect(parsePayoutDetails({ paypalEmail: 'a@b.co', accountNumber: 5, extra: 'x' })).toEqual({
      paypalEmail: 'a@b.co',
    });
    expect(parsePayoutDetails(null)).toEqual({});
    expect(parsePayoutDetails(['a'])).toEqual({});
  });
});
