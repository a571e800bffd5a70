import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { CHECK_VIOLATION, saveFailureDetail } from './save-failure';

describe('saveFailureDetail', () => {
  const refused = new ApiError('violates check constraint', 400, CHECK_VIOLATION);

  it('says what is wrong when the database refused the details', () => {
    expect(saveFailureDetail(refused, 'paypal', { paypalEmail: 'not-an-email' })).toBe(
      'Enter the email address of your PayPal account.',
    );
    expect(
      saveFailureDetail(refused, 'bank', {
        accountHolderName: 'Ada',
        bankName: 'Bank',
        accountNumber: '12',
        routingNumber: '123456',
      }),
    ).toBe('The account number is 4 to 34 letters, digits, spaces or dashes.');
  });

  it('adds nothing when it cannot tell, or for other failures', () => {
    expect(
      saveFailureDetail(refused, 'paypal', { paypalEmail: 'ada@example.com' }),
    ).toBeUndefined();
    expect(
      saveFailureDetail(new ApiError('denied', 403, '42501'), 'paypal', { paypalEmail: 'x' }),
    ).toBeUndefined();
    expect(saveFailureDetail(new TypeError('Failed to fetch'), 'paypal', {})).toBeUndefined();
  });
});
