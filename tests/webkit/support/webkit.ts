import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Capabilities, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { freePort } from '../../../supabase/local/src/dev/throwaway-postgres.ts';

/** Debian's WebKitGTK (../shared/reference/toolchain-webkit.md): webkit2gtk-driver and friends. */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const LAUNCHER = fileURLToPath(new URL('../launcher.py', import.meta.url));
const ERROR_CAPTURE = fileURLToPath(new URL('./error-capture.js', import.meta.url));
/** An iPhone 12–15's CSS viewport. */
export const VIEWPORT = { width: 390, height: 844 } as const;

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** How long WebKit may take to open a session or to close one (a WebDriver call has no deadline). */
const SESSION_DEADLINE_MS = 60_000;

/**
 * `work`, or a failure naming `what` after `ms`: a WebDriver call that never answers otherwise idles
 * until the test's own timeout with nothing said (CI run 87: a test idled 420 s).
 */
function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A browser as a failure names it: its kind, and its profile folder if it has one. */
const browserLabel = (kind: ProfileKind, profileDir: string | undefined) =>
  `the ${kind} WebKit browser${profileDir ? ` on profile ${profileDir}` : ''}`;

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid) return;
  const exited = waitForExit(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Xvfb on a display number it picks itself (-displayfd), so parallel runs never collide. */
async function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    xvfb.stderr!.on('data', (data: Buffer) => (err += data.toString()));
    xvfb.stdio[3]!.on('data', (data: Buffer) => {
      out += data.toString();
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${err}`)));
    xvfb.once('error', reject);
  });
  return { process: xvfb, display };
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      const response = await fetch(`${url}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url}`);
}

export type ProfileKind = 'persistent' | 'private';

export interface BrowserOptions {
  /** A folder to keep the profile in (to reopen it after a restart); a fresh one by default. */
  profileDir?: string;
  /** Overrides the User-Agent header and navigator.userAgent (this engine's own says Linux). */
  userAgent?: string;
  /**
   * The share of the disk one site may fill (WebKit's origin storage ratio; persistent profiles
   * only), to bring a quota error within a test's reach.
   */
  originStorageRatio?: number;
}

/** One WebKit browser: a WebDriver session plus the helpers the journeys use. */
export class WebKitBrowser {
  constructor(
    readonly driver: WebDriver,
    readonly kind: ProfileKind,
    readonly profileDir: string | undefined,
  ) {}

  /** Script errors recorded since the current document started (error, unhandledrejection, console.error). */
  async scriptErrors(): Promise<string[]> {
    return this.read<string[]>('return Array.from(window.__webkitTestErrors || []);');
  }

  /**
   * A synchronous script's value, asked again for a few seconds when WebKitGTK's driver cannot hand
   * it back ("Could not parse script result": the page's context went away mid-call, as when the
   * document is replaced just after it showed what the test waited for).
   */
  async read<T>(script: string, timeoutMs = 5_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        return await this.driver.executeScript<T>(script);
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /** Runs an async function body in the page; `done` is the last argument, as WebDriver passes it. */
  async run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.driver
      .executeAsyncScript<T>(
        `const done = arguments[arguments.length - 1];
       (async (...args) => { ${body} })(...Array.from(arguments).slice(0, -1))
         .then((value) => done({ ok: true, value }), (error) => done({ ok: false, error: error instanceof Error || error instanceof DOMException ? error.name + ': ' + error.message + '\\n' + error.stack : String(error) }));`,
        ...args,
      )
      .then((result) => {
        const outcome = result as { ok: boolean; value?: T; error?: string };
        if (!outcome.ok) throw new Error(`in the page: ${outcome.error}`);
        return outcome.value as T;
      });
  }

  /** Waits until `condition` (an expression evaluated in the page) is truthy. */
  async waitFor(condition: string, timeoutMs = 10_000, what = condition): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ok = await this.driver
        .executeScript<boolean>(`return !!(${condition});`)
        .catch(() => false);
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Ends the session: the browser process quits (for a persistent profile, its data stays). */
  async quit(): Promise<void> {
    await withDeadline(
      this.driver.quit(),
      SESSION_DEADLINE_MS,
      `closing ${browserLabel(this.kind, this.profileDir)}`,
    );
  }
}

/** Xvfb + WebKitWebDriver for one test file; `open` starts a browser with a fresh or given profile. */
export class WebKitHarness {
  private profiles: string[] = [];
  private browsers = new Set<WebKitBrowser>();

  private constructor(
    private readonly xvfb: ChildProcess,
    private readonly webDriver: ChildProcess,
    readonly driverUrl: string,
    readonly display: string,
  ) {}

  static async start(): Promise<WebKitHarness> {
    const { process: xvfb, display } = await startXvfb();
    try {
      const port = await freePort();
      const webDriver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
        env: { ...process.env, DISPLAY: display },
        // WebKit's own warnings (D-Bus, ALSA) only with LAUGHLOOP_WEBKIT_DEBUG set.
        stdio: ['ignore', 'ignore', process.env.LAUGHLOOP_WEBKIT_DEBUG ? 'inherit' : 'ignore'],
      });
      const url = `http://127.0.0.1:${port}`;
      await waitForDriver(url, webDriver).catch(async (error: unknown) => {
        await stop(webDriver);
        throw error;
      });
      return new WebKitHarness(xvfb, webDriver, url, display);
    } catch (error) {
      await stop(xvfb);
      throw error;
    }
  }

  /** A fresh profile folder (removed when the harness stops). */
  async newProfileDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'laughloop-webkit-'));
    this.profiles.push(dir);
    return dir;
  }

  /**
   * A browser at 390×844 with the error capture installed at document start. 'persistent' keeps
   * its data in a profile folder (fresh unless given); 'private' is WebKit's ephemeral data store,
   * as Safari's private browsing and `MiniBrowser --automation` use.
   */
  async open(kind: ProfileKind, options: BrowserOptions = {}): Promise<WebKitBrowser> {
    const profileDir =
      kind === 'persistent' ? (options.profileDir ?? (await this.newProfileDir())) : undefined;
    const args = [
      profileDir ? `--profile=${profileDir}` : '--ephemeral',
      `--user-script=${ERROR_CAPTURE}`,
      `--size=${VIEWPORT.width}x${VIEWPORT.height}`,
      ...(options.userAgent ? [`--user-agent=${options.userAgent}`] : []),
      ...(options.originStorageRatio === undefined
        ? []
        : [`--origin-storage-ratio=${options.originStorageRatio}`]),
    ];
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: LAUNCHER, args },
    });
    const driver = WebDriver.createSession(
      new Executor(new HttpClient(this.driverUrl)),
      capabilities,
    );
    // The session is made in the background; its first use waits for it.
    await withDeadline(
      driver.getSession(),
      SESSION_DEADLINE_MS,
      `opening ${browserLabel(kind, profileDir)}`,
    );
    await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
    const browser = new WebKitBrowser(driver, kind, profileDir);
    this.browsers.add(browser);
    const quit = browser.quit.bind(browser);
    browser.quit = async () => {
      this.browsers.delete(browser);
      await quit();
    };
    return browser;
  }

  async stop(): Promise<void> {
    for (const browser of [...this.browsers]) await browser.quit().catch(() => undefined);
    await stop(this.webDriver);
    await stop(this.xvfb);
    // WebKit's storage process can still be flushing a profile's caches for a moment after the
    // driver has gone (ENOTEMPTY on a loaded machine): retry, and a leftover temp dir is no failure.
    await Promise.all(
      this.profiles.map((dir) =>
        rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(
          (error: unknown) => console.warn(`could not remove the WebKit profile ${dir}`, error),
        ),
      ),
    );
  }
}
