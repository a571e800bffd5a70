import { describe, expect, it } from 'vitest';
import { isPaused, pauseClock, recordedSeconds, resumeClock, startClock } from './recording-clock';

describe('recorded time', () => {
  it('counts from the start while recording', () => {
    const clock = startClock(1_000);
    expect(recordedSeconds(clock, 1_000)).toBe(0);
    expect(recordedSeconds(clock, 3_500)).toBe(2.5);
    expect(isPaused(clock)).toBe(false);
  });

  it('stands still while paused and goes on from there after a resume', () => {
    const paused = pauseClock(startClock(0), 2_000);
    expect(isPaused(paused)).toBe(true);
    expect(recordedSeconds(paused, 2_000)).toBe(2);
    expect(recordedSeconds(paused, 60_000)).toBe(2);
    const resumed = resumeClock(paused, 60_000);
    expect(isPaused(resumed)).toBe(false);
    expect(recordedSeconds(resumed, 61_000)).toBe(3);
  });

  it('adds up several pauses, and a second pause or resume in a row changes nothing', () => {
    let clock = startClock(0);
    clock = pauseClock(clock, 1_000);
    clock = pauseClock(clock, 5_000);
    clock = resumeClock(clock, 10_000);
    clock = resumeClock(clock, 12_000);
    clock = pauseClock(clock, 12_500);
    clock = resumeClock(clock, 20_000);
    // 1 s, then 2.5 s from the first resume (10 s) to the second pause (12.5 s), then 0.5 s.
    expect(recordedSeconds(clock, 20_500)).toBe(4);
  });

  it('never passes the 300 s limit, however long the take ran', () => {
    const clock = resumeClock(pauseClock(startClock(0), 200_000), 500_000);
    expect(recordedSeconds(clock, 599_000)).toBe(299);
    expect(recordedSeconds(clock, 700_000)).toBe(300);
  });

  it('never counts backwards when a time arrives out of order', () => {
    expect(recordedSeconds(startClock(5_000), 4_000)).toBe(0);
    expect(recordedSeconds(pauseClock(startClock(5_000), 4_000), 9_000)).toBe(0);
  });
});
