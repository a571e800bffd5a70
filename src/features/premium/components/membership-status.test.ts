import { describe, expect, it } from 'vitest';
import { renewalLine } from './membership-status';

describe('the membership line of the dashboard', () => {
  const end = '2026-12-26T12:00:00Z';
  it('says when a running subscription renews and when a cancelled one or a free code ends', () => {
    expect(
      renewalLine({ planType: 'monthly', currentPeriodEnd: end, cancelAtPeriodEnd: false }),
    ).toBe('Renews on December 26, 2026');
    expect(
      renewalLine({ planType: 'monthly', currentPeriodEnd: end, cancelAtPeriodEnd: true }),
    ).toBe('Ends on December 26, 2026');
    expect(
      renewalLine({ planType: 'free_trial', currentPeriodEnd: end, cancelAtPeriodEnd: false }),
    ).toBe('Ends on December 26, 2026');
    expect(
      renewalLine({ planType: null, currentPeriodEnd: null, cancelAtPeriodEnd: false }),
    ).toBeNull();
  });
});
