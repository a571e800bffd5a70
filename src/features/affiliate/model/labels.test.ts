import { describe, expect, it } from 'vitest';
import { COMMISSION_STATUS_LABELS, COMMISSION_TONES, SOURCE_LABELS } from './labels';

describe('affiliate labels', () => {
  it('names sources and statuses in words; a void commission reads as refunded', () => {
    expect(SOURCE_LABELS).toEqual({ boost: 'Boost', premium: 'Premium' });
    expect(COMMISSION_STATUS_LABELS.void).toBe('refunded');
    expect(COMMISSION_STATUS_LABELS.paid).toBe('paid');
    expect(COMMISSION_TONES.void).toBe('danger');
  });
});
