import { describe, expect, it } from 'vitest';
import { announceCancel, followCancels } from './cancel-channel';

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the cancel channel between tabs and the worker', () => {
  it('aborts the running item another context cancels, and only that one, until stopped', async () => {
    const uploading = new AbortController();
    const other = new AbortController();
    const worker = followCancels(
      new Map([
        ['a', uploading],
        ['b', other],
      ]),
    );
    const page = followCancels(new Map());

    announceCancel(page.channel, 'a');
    await settle();
    expect([uploading.signal.aborted, other.signal.aborted]).toEqual([true, false]);

    worker.stop();
    announceCancel(page.channel, 'b');
    await settle();
    expect(other.signal.aborted).toBe(false);
    page.stop();
  });
});
