import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  dailyPotential,
  formatDollars,
  parseEarningRates,
  totalDailyPotential,
} from './earning-rates';

const rows = [
  { category: 'share', rate_per_action: 0.002, daily_limit: 5, weekly_limit: 25, is_active: true },
  {
    category: 'watch',
    rate_per_action: '0.001',
    daily_limit: 20,
    weekly_limit: 100,
    is_active: true,
  },
  {
    category: 'comment',
    rate_per_action: 0.0003,
    daily_limit: 10,
    weekly_limit: 50,
    is_active: true,
  },
  { category: 'like', rate_per_action: 0.0001, daily_limit: 15, weekly_limit: 75, is_active: true },
];

describe('the earning rates', () => {
  it('reads the active rows in the order watch, like, comment, share', () => {
    const rates = parseEarningRates([
      ...rows,
      {
        category: 'bonus',
        rate_per_action: 0.5,
        daily_limit: 1,
        weekly_limit: 1,
        is_active: false,
      },
      { category: 'broken', rate_per_action: 'x', daily_limit: 1, weekly_limit: 1 },
      null,
    ]);
    expect(rates.map((rate) => rate.category)).toEqual(['watch', 'like', 'comment', 'share']);
    expect(rates[0]).toEqual({
      category: 'watch',
      ratePerAction: 0.001,
      dailyLimit: 20,
      weeklyLimit: 100,
    });
  });

  it('refuses an answer that is not a list', () => {
    expect(() => parseEarningRates({ message: 'nope' })).toThrow();
  });

  it('computes the daily potential per category and in total, exactly', () => {
    const rates = parseEarningRates(rows);
    expect(rates.map(dailyPotential)).toEqual([0.02, 0.0015, 0.003, 0.01]);
    expect(totalDailyPotential(rates)).toBe(0.0345);
    expect(totalDailyPotential([])).toBe(0);
    expect(
      dailyPotential({ category: 'x', ratePerAction: 0.1, dailyLimit: 3, weeklyLimit: 3 }),
    ).toBe(0.3);
  });

  it('formats small amounts with the digits they need', () => {
    expect(formatDollars(0.0001)).toBe('$0.0001');
    expect(formatDollars(0.0345)).toBe('$0.0345');
    expect(formatDollars(0.02)).toBe('$0.02');
    expect(formatDollars(1.5)).toBe('$1.50');
    expect(formatDollars(0)).toBe('$0.00');
  });

  it('labels categories, known or not', () => {
    expect(categoryLabel('watch')).toBe('Watching');
    expect(categoryLabel('daily_bonus')).toBe('Daily bonus');
  });
});
