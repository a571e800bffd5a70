import { describe, expect, it } from 'vitest';
import { asNumber, formatCents, formatRate, formatUsd } from './money';

describe('affiliate money formatting', () => {
  it('shows dollars with cents', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(10)).toBe('$10.00');
    expect(formatUsd(1234.567)).toBe('$1234.57');
    expect(formatUsd(-3)).toBe('-$3.00');
    expect(formatUsd(-0.001)).toBe('$0.00');
    expect(formatUsd(Number.NaN)).toBe('$0.00');
  });

  it('turns cents into dollars', () => {
    expect(formatCents(500)).toBe('$5.00');
    expect(formatCents(199)).toBe('$1.99');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('shows the commission rate without needless decimals', () => {
    expect(formatRate(20)).toBe('20%');
    expect(formatRate(12.5)).toBe('12.5%');
    expect(formatRate(20.0)).toBe('20%');
  });

  it('reads numeric columns that arrive as numbers or strings', () => {
    expect(asNumber(20)).toBe(20);
    expect(asNumber('12.50')).toBe(12.5);
    expect(asNumber('')).toBeNull();
    expect(asNumber('abc')).toBeNull();
    expect(asNumber(null)).toBeNull();
    expect(asNumber(undefined)).toBeNull();
    expect(asNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
