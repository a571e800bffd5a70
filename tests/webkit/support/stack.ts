import { inject } from 'vitest';
import type { SuiteStack } from './suite-stack';

/**
 * A down or up takes milliseconds (the stack drops its connections and waits at most 5 s for them
 * to close). A call not answered by then fails its test at once, saying so, instead of leaving
 * the servers down until the test's own timeout or fetch's (CI run 63: both ports stayed closed
 * for over 6 minutes).
 */
const CONTROL_TIMEOUT_MS = 15_000;

function unanswered(action: string, error: unknown): Error {
  const why =
    (error as { name?: string }).name === 'TimeoutError'
      ? `no answer within ${CONTROL_TIMEOUT_MS} ms`
      : String(error);
  return new Error(`the stack did not go ${action}: ${why} (scripts/e2e-stack.ts's control port)`, {
    cause: error,
  });
}

export interface StackInfo {
  apiUrl: string;
  appUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The stack's data folder. */
  dataDir: string;
}

/**
 * The suite's one real local stack (./suite-stack.ts), which a test can take down to go offline:
 * `down` closes the app's and the API's ports (connections refused, open ones dropped), `up` opens
 * them again on the same data, as a restarted server would come back.
 */
export class LocalStack {
  private constructor(private readonly suite: SuiteStack) {}

  get info(): StackInfo {
    return this.suite.info;
  }

  /** The suite's stack, up (a file that ended with it down may have left it so). */
  static async start(): Promise<LocalStack> {
    const stack = new LocalStack(inject('webkitStack'));
    await stack.up();
    return stack;
  }

  /** The app and API servers stop answering, as if the machine serving them went away. */
  down(): Promise<void> {
    return this.control('down');
  }

  /** The app and API servers answer again, with every row and object they held. */
  up(): Promise<void> {
    return this.control('up');
  }

  private async control(action: 'down' | 'up'): Promise<void> {
    const response = await fetch(`${this.suite.controlUrl}/${action}`, {
      method: 'POST',
      signal: AbortSignal.timeout(CONTROL_TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw unanswered(action, error);
    });
    if (!response.ok)
      throw new Error(
        `the stack could not go ${action}: ${response.status} ${await response.text()}`,
      );
  }
}
