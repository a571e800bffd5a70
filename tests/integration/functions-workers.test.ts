import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { expectInvoked, FIRST_BOOT_MS, FIXTURE_FUNCTIONS } from './support/functions.ts';
import { startStack } from './support/stack.ts';

/** Deno worker processes running a fixture's entry file. */
function workersRunning(fixture: string): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return table
    .split('\n')
    .filter(
      (line) => line.includes(' run ') && line.includes(`fixtures/functions/${fixture}/index.ts`),
    )
    .map((line) => Number.parseInt(line.trim(), 10));
}

describe('edge function workers', () => {
  it(
    'are stopped when the gateway closes',
    async () => {
      const stack = await startStack({ functionsDir: FIXTURE_FUNCTIONS });
      try {
        const { error } = await stack
          .client()
          .functions.invoke('default-export', { method: 'GET' });
        await expectInvoked(error);
        expect(workersRunning('default-export')).toHaveLength(1);
      } finally {
        const started = performance.now();
        await stack.stop();
        console.info(
          `gateway close with one warm worker: ${(performance.now() - started).toFixed(0)} ms`,
        );
      }
      expect(workersRunning('default-export')).toEqual([]);
    },
    FIRST_BOOT_MS,
  );
});
