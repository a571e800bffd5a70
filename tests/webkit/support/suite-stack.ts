import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { StackInfo } from './stack';

/**
 * The e2e run's ports (it has ended when this suite starts): the app's API and site URLs are baked
 * into the build, so the same ports and keys (scripts/e2e-stack.ts) reuse the e2e run's build.
 */
const APP_PORT = Number(process.env.WEBKIT_APP_PORT ?? 4173);
const API_PORT = Number(process.env.WEBKIT_API_PORT ?? 54329);

/** The stack starts in 5–20 s on a busy 2-core runner, longer when the build is not current. */
const START_TIMEOUT_MS = 300_000;

export interface SuiteStack {
  info: StackInfo;
  /** scripts/e2e-stack.ts's control server: POST /down and /up. */
  controlUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    webkitStack: SuiteStack;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once the stack prints that it is up; fails with what it printed if it never does. */
function whenStarted(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the local stack did not start within ${START_TIMEOUT_MS} ms: ${out}`));
    }, START_TIMEOUT_MS);
    child.stdout!.on('data', (data: Buffer) => {
      out += data.toString();
      if (!out.includes('e2e stack: app')) return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the local stack exited (${code}): ${out}`));
    });
  });
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function stop(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * vitest's globalSetup for the WebKit project: one real local stack (scripts/e2e-stack.ts: a
 * throwaway supabase/local and the e2e run's build, served by `vite preview`) for every file. Each
 * file used to start its own, and again after each outage it staged: 20 starts were a third of
 * the suite. Files take it down and up through `LocalStack` (./stack.ts); data are fresh per test
 * through unique users and rows.
 */
export default async function setup({
  provide,
}: {
  provide: (key: 'webkitStack', value: SuiteStack) => void;
}): Promise<() => Promise<void>> {
  const controlPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-stack.ts'], {
    env: {
      ...process.env,
      E2E_APP_PORT: String(APP_PORT),
      E2E_API_PORT: String(API_PORT),
      E2E_CONTROL_PORT: String(controlPort),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Should vitest end without running the teardown (interrupted, or exiting on an error), the
  // stack must not outlive it holding both ports.
  const kill = () => void (hasExited(child) || child.kill('SIGKILL'));
  process.once('exit', kill);
  await whenStarted(child);
  let stopping = false;
  // A stack gone mid-suite fails every later file's up (connection refused): say how it ended.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`the WebKit suite's stack exited mid-suite: ${signal ?? code}`);
  });
  const info = JSON.parse(await readFile(`.e2e/stack-${APP_PORT}.json`, 'utf8')) as StackInfo;
  provide('webkitStack', { info, controlUrl: `http://127.0.0.1:${controlPort}` });
  return async () => {
    stopping = true;
    await stop(child);
    process.off('exit', kill);
  };
}
