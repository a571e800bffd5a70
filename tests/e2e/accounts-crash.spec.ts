import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { accountButton, signInThroughUi } from './support/accounts';
import { createUser } from './support/backend';

/**
 * Issue 20 item 4: a browser killed right after sign-in came back signed out, because Chrome
 * writes localStorage to disk lazily. Playwright gives no process to kill, so the test starts
 * chromium itself on a profile directory, drives it over CDP and SIGKILLs it.
 */
interface RunningChromium {
  process: ChildProcess;
  browser: Browser;
}

async function startChromium(profile: string): Promise<RunningChromium> {
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    // Its own process group, so the kill takes every chromium process at once, like a crash.
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`chromium exited (${code}): ${output}`)));
  });
  return { process: child, browser: await chromium.connectOverCDP(endpoint) };
}

async function openApp({ browser }: RunningChromium, url: string) {
  const context = browser.contexts()[0];
  if (!context) throw new Error('chromium has no default context');
  // The first-visit offers would cover the header (as in playwright.config.ts's storage state).
  await context.addInitScript(() => {
    localStorage.setItem('welcome-seen', 'true');
    localStorage.setItem('free-premium-seen', 'true');
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  return page;
}

function kill(running: RunningChromium): Promise<void> {
  const { pid } = running.process;
  if (pid === undefined || running.process.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => running.process.once('exit', () => resolve()));
  process.kill(-pid, 'SIGKILL');
  return exited;
}

test('a browser killed right after sign-in comes back signed in', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const user = await createUser({ fullName: 'Crash Test' });
  const profile = await mkdtemp(join(tmpdir(), 'laughloop-crash-'));
  let running: RunningChromium | undefined;
  try {
    running = await startChromium(profile);
    const page = await openApp(running, `${baseURL}/`);
    await signInThroughUi(page, user.email, user.password, 'Crash Test');
    const signedInAt = Date.now();
    await kill(running);
    expect(Date.now() - signedInAt).toBeLessThan(2_000);

    running = await startChromium(profile);
    const again = await openApp(running, `${baseURL}/`);
    await expect(accountButton(again, 'Crash Test')).toBeVisible();
  } finally {
    if (running) await kill(running);
    await rm(profile, { recursive: true, force: true });
  }
});
