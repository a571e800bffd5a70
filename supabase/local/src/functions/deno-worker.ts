import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { LocatedFunction } from './locate.ts';

/** Everything one boot of a function worker needs; built fresh per boot so .env edits apply. */
export interface WorkerLaunch {
  binary: string;
  fn: LocatedFunction;
  env: Record<string, string>;
  bootTimeoutMs: number;
  log(line: string): void;
}

export class BootError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BootError';
  }
}

const EDGE_RUNTIME_SHIM = fileURLToPath(new URL('./edge-runtime-shim.ts', import.meta.url));
const STDERR_TAIL_CHARS = 4000;
const STOP_GRACE_MS = 3000;

/** Children still running, killed if the gateway process exits without closing the service. */
const liveChildren = new Set<ChildProcess>();
let exitHookInstalled = false;

function track(child: ChildProcess) {
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => liveChildren.forEach((orphan) => orphan.kill('SIGKILL')));
}

/**
 * `deno run` with an edge function's permissions: network, env, reading files, writing temp
 * files. --no-lock and --node-modules-dir=none keep Deno from writing into the repository;
 * DENO_AUTO_SERVE (in the env) serves `export default {fetch}` modules.
 */
function denoArgs(fn: LocatedFunction): string[] {
  const config = !fn.denoConfig
    ? ['--no-config']
    : fn.denoConfig.kind === 'config'
      ? ['--config', fn.denoConfig.path]
      : ['--no-config', '--import-map', fn.denoConfig.path];
  return [
    'run',
    '--no-prompt',
    '--no-lock',
    '--node-modules-dir=none',
    '--allow-net',
    '--allow-env',
    '--allow-read',
    // Hosted functions may write to /tmp and nowhere else.
    `--allow-write=${tmpdir()}`,
    ...config,
    '--preload',
    EDGE_RUNTIME_SHIM,
    fn.entry,
  ];
}

/**
 * The port in Deno's "Listening on http://127.0.0.1:PORT/" (`Deno.serve`) or "deno serve:
 * Listening on …" (a default export) line; edge-runtime-shim.ts prints it for a function whose own
 * `onListen` replaces Deno's.
 */
export function listeningPort(line: string): number | undefined {
  const match = /Listening on https?:\/\/127\.0\.0\.1:(\d+)\//.exec(line);
  return match ? Number(match[1]) : undefined;
}

function eachLine(stream: Readable | null, onLine: (line: string) => void) {
  if (stream) createInterface({ input: stream, crlfDelay: Infinity }).on('line', onLine);
}

/** One function's Deno process: started on first use, kept warm, started again after it dies. */
export class DenoWorker {
  private child: ChildProcess | undefined;
  private starting: Promise<number> | undefined;
  /** The port the running worker listens on. */
  private port: number | undefined;
  private stderrTail = '';

  constructor(readonly name: string) {}

  /** The port of the running worker, booting one when there is none. */
  ensure(launch: () => Promise<WorkerLaunch>): Promise<number> {
    this.starting ??= launch()
      .then((spec) => this.boot(spec))
      .then((port) => (this.port = port))
      .catch((error: unknown) => {
        this.starting = undefined;
        throw error;
      });
    return this.starting;
  }

  /**
   * A request to `port` lost its connection: the worker there crashed or is exiting. It is
   * stopped now, not when its exit is noticed, so the next call boots a fresh worker instead of
   * reaching the dying one. A worker that already replaced it (another port) is left alone.
   */
  async retire(port: number): Promise<void> {
    if (this.port === port) await this.stop();
  }

  /** No worker any more: the next ensure() boots one. */
  private forget(): void {
    this.child = undefined;
    this.starting = undefined;
    this.port = undefined;
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.forget();
    // No pid: spawning failed, so there is no process to wait for.
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  private remember(line: string) {
    this.stderrTail = `${this.stderrTail}${line}\n`.slice(-STDERR_TAIL_CHARS);
  }

  private async boot(launch: WorkerLaunch): Promise<number> {
    this.stderrTail = '';
    const child = spawn(launch.binary, denoArgs(launch.fn), {
      cwd: launch.fn.dir,
      // Port 0: Deno binds a port of the OS's choosing and names it in its "Listening on" line. A
      // port picked free beforehand could be taken before Deno bound it (then a probe of it can
      // reach the other listener and the worker's requests go astray).
      env: { ...launch.env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', DENO_AUTO_SERVE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    track(child);
    const listening = new Promise<number>((resolve) => {
      eachLine(child.stderr, (line) => {
        this.remember(line);
        launch.log(line);
        const port = listeningPort(line);
        if (port) resolve(port);
      });
    });
    eachLine(child.stdout, launch.log);
    child.once('exit', () => {
      if (this.child === child) this.forget();
    });
    return this.untilListening(child, listening, launch.bootTimeoutMs);
  }

  private async untilListening(
    child: ChildProcess,
    listening: Promise<number>,
    timeoutMs: number,
  ): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<never>((_, reject) => {
      child.once('error', (error) => reject(new Error(`could not start Deno (${error.message})`)));
      // 'close' rather than 'exit': by then stderr is drained, so the tail holds Deno's last words.
      child.once('close', (code, signal) =>
        reject(new Error(`exited (${signal ?? `code ${code}`}) before listening`)),
      );
      timer = setTimeout(
        () => reject(new Error(`did not listen within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
    });
    giveUp.catch(() => undefined);
    try {
      return await Promise.race([listening, giveUp]);
    } catch (error) {
      await this.stop();
      const tail = this.stderrTail.trim();
      throw new BootError(
        `Function ${this.name} failed to boot: ${(error as Error).message}${tail ? `\n${tail}` : ''}`,
      );
    } finally {
      clearTimeout(timer);
    }
  }
}
