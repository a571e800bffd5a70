import { describe, expect, it } from 'vitest';
import { startTogether } from './start-together';

/** A started piece that records whether it was stopped. */
function piece(name: string) {
  const state = { name, stopped: false };
  return { state, stop: async () => void (state.stopped = true) };
}

describe('startTogether', () => {
  it('gives what every start made, in order, and stops nothing', async () => {
    const stack = piece('stack');
    const browser = piece('browser');
    const [a, b, bytes] = await startTogether(
      Promise.resolve(stack),
      Promise.resolve(browser),
      Promise.resolve(Buffer.from('mp4')),
    );
    expect([a, b, bytes.toString()]).toEqual([stack, browser, 'mp4']);
    expect([stack.state.stopped, browser.state.stopped]).toEqual([false, false]);
  });

  it('stops the pieces that started, even a slower one, when another fails', async () => {
    const stack = piece('stack');
    const slowBrowser = new Promise<ReturnType<typeof piece>>((resolve) =>
      setTimeout(() => resolve(piece('browser')), 50),
    );
    const failure = new Error('Xvfb did not start');
    await expect(
      startTogether(Promise.resolve(stack), slowBrowser, Promise.reject(failure)),
    ).rejects.toBe(failure);
    expect(stack.state.stopped).toBe(true);
    expect((await slowBrowser).state.stopped).toBe(true);
  });
});
