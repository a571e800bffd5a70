import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { invokeFunction } from '@/lib/api/functions';
import { redeemCode } from './redeem-code';

vi.mock('@/lib/api/functions', () => ({ invokeFunction: vi.fn() }));

const call = vi.mocked(invokeFunction);

describe('redeemCode', () => {
  beforeEach(() => call.mockReset());

  it('sends the code with the session and resolves on success', async () => {
    call.mockResolvedValue({ success: true });
    await expect(redeemCode('LAUGH-ABC')).resolves.toBeUndefined();
    expect(call).toHaveBeenCalledWith(
      'redeem-free-premium-code',
      { promoCode: 'LAUGH-ABC' },
      { requireSession: true },
    );
  });

  it('passes on the reason of a refusal answered with 200, so it is mapped like the others', async () => {
    call.mockResolvedValue({ success: false, error: 'This code has already been used.' });
    const outcome = redeemCode('LAUGH-ABC');
    await expect(outcome).rejects.toBeInstanceOf(ApiError);
    await expect(outcome).rejects.toThrow('This code has already been used.');
  });
});
