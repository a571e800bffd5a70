import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/**
 * The e2e run's ports (it has ended when this suite starts): the app's API and site URLs are baked
 * into the build, so the same ports and keys (scripts/e2e-stack.ts) reuse the e2e run's build.
 */
export const WEBKIT_APP_PORT = Number(process.env.WEBKIT_APP_PORT ?? 4173);
export const WEBKIT_API_PORT = Number(process.env.WEBKIT_API_PORT ?? 24329);

/** A stack starts in 5–20 s on a busy 2-core runner (the build is reused, not made). */
const START_TIMEOUT_MS = 90_000;

export interface StackInfo {
  apiUrl: string;
  appUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The stack's data folder (kept after stop only with `keepData`). */
  dataDir: string;
}

export interface StackOptions {
  /** Defaults: WEBKIT_APP_PORT / WEBKIT_API_PORT. */
  appPort?: number;
  apiPort?: number;
  /** Start on this data folder (e.g. the one of a stack stopped with `keepData`). */
  dataDir?: string;
  /** Leave the data folder in place on stop (the caller removes it). */
  keepData?: boolean;
}

/**
 * The real local stack as the e2e run starts it (scripts/e2e-stack.ts: a throwaway supabase/local
 * and the built app, served by `vite preview`), in a child process the test can stop to go offline.
 */
export class LocalStack {
  private constructor(
    private child: ChildProcess | undefined,
    readonly info: StackInfo,
  ) {}

  static async start(options: StackOptions = {}): Promise<LocalStack> {
    const appPort = options.appPort ?? WEBKIT_APP_PORT;
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-stack.ts'], {
      env: {
        ...process.env,
        E2E_APP_PORT: String(appPort),
        E2E_API_PORT: String(options.apiPort ?? WEBKIT_API_PORT),
        ...(options.dataDir ? { E2E_DATA_DIR: options.dataDir } : {}),
        ...(options.keepData ? { E2E_KEEP_DATA: '1' } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      // A stack that never comes up fails here, with what it printed, instead of idling until the
      // test's timeout (CI run 48: a WebKit test idled 300 s with nothing to say why).
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
    const info = JSON.parse(await readFile(`.e2e/stack-${appPort}.json`, 'utf8')) as StackInfo;
    return new LocalStack(child, info);
  }

  /** Stops the app and API servers (the data folder goes with them unless started with `keepData`). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
