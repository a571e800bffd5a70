import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budgets.ts';

describe('checkBudgets', () => {
  it('passes sizes within their budgets, the budget itself included', () => {
    expect(
      checkBudgets([
        { name: '/', gzipBytes: 110_000, budgetKiB: 150 },
        { name: 'service worker', gzipBytes: 60 * 1024, budgetKiB: 60 },
      ]),
    ).toEqual({
      lines: [
        'Budget for /: 107.4 KiB of 150 KiB gzip — PASS',
        'Budget for service worker: 60.0 KiB of 60 KiB gzip — PASS',
      ],
      pass: true,
    });
  });

  it('fails the run when any one size is over, naming it', () => {
    const verdict = checkBudgets([
      { name: '/', gzipBytes: 1000, budgetKiB: 150 },
      { name: 'service worker', gzipBytes: 60 * 1024 + 1, budgetKiB: 60 },
      { name: '/shorts', gzipBytes: 1000, budgetKiB: 150 },
    ]);
    expect(verdict.pass).toBe(false);
    expect(verdict.lines[1]).toBe('Budget for service worker: 60.0 KiB of 60 KiB gzip — FAIL');
    expect(verdict.lines.filter((line) => line.endsWith('FAIL'))).toHaveLength(1);
  });

  it('passes when there is nothing to check', () => {
    expect(checkBudgets([])).toEqual({ lines: [], pass: true });
  });
});
