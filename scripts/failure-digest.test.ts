import { describe, expect, it } from 'vitest';
import { failureDigest } from './failure-digest.ts';

describe('failureDigest', () => {
  it('starts at the first unhandled error, without colour codes', () => {
    const output = [
      ' ✓ a.test.ts (3 tests)',
      '\u001b[31m⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯\u001b[39m',
      'Error: Connection terminated unexpectedly',
      ' Test Files  1 passed (1)',
    ].join('\n');
    const digest = failureDigest(output).split('\n');
    expect(digest[1]).toBe('⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯');
    expect(digest[2]).toBe('Error: Connection terminated unexpectedly');
    expect(digest).not.toContain(' ✓ a.test.ts (3 tests)');
  });

  it('keeps the end of an output that names no failure', () => {
    const output = Array.from({ length: 500 }, (_, i) => `line ${i}`).join('\n');
    const digest = failureDigest(output).split('\n');
    expect(digest).toHaveLength(121);
    expect(digest.at(-1)).toBe('line 499');
    expect(digest).not.toContain('line 10');
  });

  it('finds a Playwright failure count and a TypeScript error', () => {
    expect(failureDigest('ok\n  2 failed\n  [chromium] › a.spec.ts').split('\n')[1]).toBe('  2 failed');
    expect(failureDigest('x\nsrc/a.ts(1,2): error TS2322: no').split('\n')[1]).toContain('TS2322');
  });
});
