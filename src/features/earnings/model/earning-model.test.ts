import { describe, expect, it } from 'vitest';
import { commentEarns, earningWords } from './comment-words';
import { earningOutcome, parseEarningAnswer } from './earning-answer';
import { defaultSummary, formatDollars, parseSummaryRows } from './earning-summary';

describe('comment words (part 2 §9: 4 or more earn)', () => {
  it('counts runs that hold a letter or digit, as record_earning does', () => {
    expect(earningWords('  This cat is   a legend ')).toBe(5);
    expect(earningWords('😂 😂 😂 😂 !!')).toBe(0);
    expect(commentEarns('so so funny')).toBe(false);
    expect(commentEarns('so so funny 2')).toBe(true);
    expect(commentEarns('Ça été très drôle')).toBe(true);
  });
});

describe('what a record-earning answer means', () => {
  it('tells caps, early tries, quiet and loud refusals apart', () => {
    expect(earningOutcome({ success: true, error: null })).toBe('confirmed');
    expect(earningOutcome({ success: false, error: 'Daily earning limit reached' })).toBe('limit');
    expect(earningOutcome({ success: false, error: 'Weekly earning limit reached' })).toBe('limit');
    expect(earningOutcome({ success: false, error: 'Watch at least 30 seconds to earn.' })).toBe(
      'early',
    );
    expect(earningOutcome({ success: false, error: 'You cannot earn from your own videos.' })).toBe(
      'quiet',
    );
    expect(earningOutcome({ success: false, error: 'Video not found' })).toBe('refused');
    expect(earningOutcome({ success: false, error: null })).toBe('refused');
  });

  it('reads only answers with a boolean success', () => {
    expect(parseEarningAnswer({ success: false, error: '' })).toEqual({
      success: false,
      error: null,
    });
    expect(parseEarningAnswer({ error: 'x' })).toBeNull();
    expect(parseEarningAnswer(null)).toBeNull();
  });
});

describe('the earning summary', () => {
  it('reads numeric columns sent as text and drops rows it cannot read', () => {
    expect(
      parseSummaryRows([
        {
          category: 'like',
          total_earned: '0.0003',
          daily_count: 3,
          weekly_count: 4,
          daily_limit: 15,
          weekly_limit: 75,
          rate_per_action: '0.0001',
        },
        { category: 'jackpot', total_earned: 1 },
        { category: 'share', total_earned: 'lots' },
      ]),
    ).toEqual([
      {
        category: 'like',
        totalEarned: 0.0003,
        dailyCount: 3,
        weeklyCount: 4,
        dailyLimit: 15,
        weeklyLimit: 75,
        ratePerAction: 0.0001,
      },
    ]);
    expect(() => parseSummaryRows({})).toThrow();
  });

  it('falls back to part 1 §9’s rules with unknown counts', () => {
    const like = defaultSummary().find((row) => row.category === 'like');
    expect(like).toEqual({
      category: 'like',
      dailyLimit: 15,
      weeklyLimit: 75,
      ratePerAction: 0.0001,
      totalEarned: 0,
      dailyCount: null,
      weeklyCount: null,
    });
  });

  it('shows small rates with four decimals and sums in cents', () => {
    expect(formatDollars(0.0001)).toBe('$0.0001');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(0)).toBe('$0.00');
  });
});
