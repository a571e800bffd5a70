import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

afterEach(() => {
  vi.useRealTimers();
});

describe('nextTask', () => {
  it('resolves after the current task, even with the timers paused', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'next task']);
  });
});
