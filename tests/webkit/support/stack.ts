import { inject } from 'vitest';
import type { SuiteStack } from './suite-stack';

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
    const response = await fetch(`${this.suite.controlUrl}/${action}`, { method: 'POST' });
    if (!response.ok)
      throw new Error(`the stack could not go ${action}: ${response.status} ${await response.text()}`);
  }
}
