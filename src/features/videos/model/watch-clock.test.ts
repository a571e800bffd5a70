import { describe, expect, it } from 'vitest';
import { WATCH_CREDIT_MS, WatchClock } from './watch-clock';

describe('WatchClock', () => {
  it('counts only the time between play and stop', () => {
    let now = 1_000;
    const clock = new WatchClock(() => now);
    clock.play();
    now += 10_000;
    clock.stop();
    now += 60_000;
    expect(clock.played()).toBe(10_000);
    clock.play();
    now += 5_000;
    expect(clock.playing).toBe(true);
    expect(clock.played()).toBe(15_000);
    expect(clock.remaining()).toBe(WATCH_CREDIT_MS - 15_000);
  });

  it('a second play while playing does not restart the count', () => {
    let now = 0;
    const clock = new WatchClock(() => now);
    clock.play();
    now += 20_000;
    clock.play();
    now += 15_000;
    expect(clock.remaining()).toBe(0);
  });

  it('never counts backwards when the clock is set back', () => {
    let now = 50_000;
    const clock = new WatchClock(() => now);
    clock.play();
    now -= 40_000;
    clock.stop();
    expect(clock.played()).toBe(0);
    clock.stop();
    expect(clock.playing).toBe(false);
  });
});
