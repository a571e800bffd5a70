/**
 * Resolves in a task of its own, so the work before and after it are two tasks, not one. A message
 * rather than a timer: a zero timeout is clamped to 4 ms once nested, and a page whose timers are
 * paused (Playwright's clock in tests) must still start.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
