import { describe, expect, it } from 'vitest';
import { payoutStatusTone } from './status';

describe('payoutStatusTone', () => {
  it('gives completed and pending their own look, and any other status a destructive one', () => {
    expect(payoutStatusTone('completed')).toBe('success');
    expect(payoutStatusTone('pending')).toBe('warning');
    expect(payoutStatusTone('approved')).toBe('info');
    expect(payoutStatusTone('rejected')).toBe('danger');
    expect(payoutStatusTone('anything else')).toBe('danger');
  });
});
