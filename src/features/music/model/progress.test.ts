import { describe, expect, it } from 'vitest';
import { audioProgress, PROGRESS } from './progress';

describe('progress (part 2 §4: 0, 10, 40, 60, 80, 100)', () => {
  it('has the spec steps', () => {
    expect(Object.values(PROGRESS)).toEqual([0, 10, 60, 80, 100]);
  });

  it("maps the audio's bytes onto 10 → 60, passing 40", () => {
    expect(audioProgress(0, 1000)).toBe(10);
    expect(audioProgress(600, 1000)).toBe(40);
    expect(audioProgress(1000, 1000)).toBe(60);
    expect(audioProgress(333, 1000)).toBe(26);
  });

  it('stays inside 10 … 60 for odd reports', () => {
    expect(audioProgress(2000, 1000)).toBe(60);
    expect(audioProgress(-5, 1000)).toBe(10);
    expect(audioProgress(5, 0)).toBe(10);
  });
});
