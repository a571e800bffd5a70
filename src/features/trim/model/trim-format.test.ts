import { describe, expect, it } from 'vitest';
import { formatClock, keyTarget, lengthText, moveHandle, secondsText } from './trim-format';

describe('trim labels', () => {
  it('writes lengths as m:ss.s and handle places in seconds', () => {
    expect(formatClock(0)).toBe('0:00.0');
    expect(formatClock(12.46)).toBe('0:12.5');
    expect(formatClock(300)).toBe('5:00.0');
    expect(formatClock(59.96)).toBe('1:00.0');
    expect(secondsText(2.5)).toBe('2.5 seconds');
  });

  it('shows the kept length against the 5-minute limit, and what is left to cut over it', () => {
    expect(lengthText(12.5)).toEqual({ text: 'Length 0:12.5 of 5:00 max', over: false });
    expect(lengthText(300)).toEqual({ text: 'Length 5:00.0 of 5:00 max', over: false });
    expect(lengthText(370)).toEqual({
      text: 'Length 6:10.0 of 5:00 max: trim 1:10.0 more to submit it.',
      over: true,
    });
  });
});

describe('moving a handle', () => {
  const range = { startSeconds: 2, endSeconds: 8 };

  it('keeps a second between the handles and both inside the video', () => {
    expect(moveHandle(range, 'start', 7.5, 10)).toEqual({ startSeconds: 7, endSeconds: 8 });
    expect(moveHandle(range, 'start', -1, 10)).toEqual({ startSeconds: 0, endSeconds: 8 });
    expect(moveHandle(range, 'end', 2.4, 10)).toEqual({ startSeconds: 2, endSeconds: 3 });
    expect(moveHandle(range, 'end', 12, 10)).toEqual({ startSeconds: 2, endSeconds: 10 });
  });

  it('lets the kept part run over 300 s (the length says so; Submit refuses it)', () => {
    expect(moveHandle({ startSeconds: 0, endSeconds: 200 }, 'end', 400, 420)).toEqual({
      startSeconds: 0,
      endSeconds: 400,
    });
  });

  it('moves a tenth of a second per arrow, a second per Page key, to the limits on Home/End', () => {
    const bounds = { min: 0, max: 9 };
    expect(keyTarget('ArrowRight', 2, bounds)).toBeCloseTo(2.1);
    expect(keyTarget('ArrowUp', 2, bounds)).toBeCloseTo(2.1);
    expect(keyTarget('ArrowLeft', 2, bounds)).toBeCloseTo(1.9);
    expect(keyTarget('PageUp', 2, bounds)).toBe(3);
    expect(keyTarget('PageDown', 2, bounds)).toBe(1);
    expect(keyTarget('Home', 2, bounds)).toBe(0);
    expect(keyTarget('End', 2, bounds)).toBe(9);
    expect(keyTarget('Enter', 2, bounds)).toBeNull();
  });
});
