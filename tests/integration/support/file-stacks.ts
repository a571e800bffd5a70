import { afterAll } from 'vitest';
import { startStack, type Engine, type Stack } from './stack.ts';

/**
 * The stacks a file's describes share, one per engine, all with the default options: a file's
 * parity block on Postgres and its race block (`concurrentEngine`, Postgres too) then use one
 * stack, one database clone and one set of warm edge-function workers instead of starting a
 * second of each. Call it at the top of the file, outside any describe: the stacks stop after the
 * file's last test. Only for blocks that do not count rows across the whole database (each test
 * makes its own users, rows and client addresses, tests/README.md); a block that needs other
 * options or a database of its own still calls startStack.
 */
export function fileStacks(): (engine: Engine) => Promise<Stack> {
  const started = new Map<Engine, Promise<Stack>>();
  afterAll(async () => {
    const stacks = await Promise.allSettled(started.values());
    for (const stack of stacks) if (stack.status === 'fulfilled') await stack.value.stop();
  });
  return (engine) => {
    let stack = started.get(engine);
    if (!stack) {
      stack = startStack({ engine });
      started.set(engine, stack);
    }
    return stack;
  };
}
