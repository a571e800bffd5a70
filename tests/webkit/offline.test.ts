import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../e2e/support/backend';
import { openApp, skipOffers, waitForHeading } from './support/app';
import { seedVideo } from '../e2e/support/seed-video';
import { LocalStack } from './support/stack';
import { startTogether } from './support/start-together';
import { WebKitHarness, type ProfileKind, type WebKitBrowser } from './support/webkit';

// WebKitWebDriver runs one session at a time: each profile gets its own Xvfb and driver, so both
// browsers are open when the servers stop.
const KINDS: readonly ProfileKind[] = ['persistent', 'private'];
let stack: LocalStack;
const harnesses = new Map<ProfileKind, WebKitHarness>();
let clip: { id: string; title: string };

beforeAll(async () => {
  const [started, ...browsers] = await startTogether(
    LocalStack.start(),
    ...KINDS.map(() => WebKitHarness.start()),
  );
  stack = started;
  KINDS.forEach((kind, i) => harnesses.set(kind, browsers[i]!));
  const creator = await createUser({ fullName: 'WebKit Maker' });
  clip = await seedVideo(creator, {
    title: `WebKit clip ${randomUUID().slice(0, 6)}`,
    sample: 'giggle-loop',
  });
});

afterAll(async () => {
  for (const harness of harnesses.values()) await harness.stop();
  await stack?.stop();
});

const bodyText = (browser: WebKitBrowser) =>
  browser.driver.executeScript<string>('return document.body ? document.body.innerText : "";');

async function waitForText(browser: WebKitBrowser, text: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await bodyText(browser)).includes(text)) {
    if (Date.now() > deadline) throw new Error(`"${text}" did not appear`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The online visit: the worker installs and takes control, the cache is warmed, the pages seen once. */
async function visitOnline(browser: WebKitBrowser): Promise<void> {
  await openApp(browser, stack.info, '/');
  await skipOffers(browser);
  await browser.waitFor(
    'navigator.serviceWorker.controller !== null',
    30_000,
    'a controlling worker',
  );
  await waitForText(browser, 'Ready to work offline', 60_000);
  for (const [path, heading] of pages()) {
    await browser.driver.get(`${stack.info.appUrl}${path}`);
    expect(await waitForHeading(browser, heading)).toBe(heading);
  }
  await browser.driver.get(`${stack.info.appUrl}/shorts`);
  await waitForText(browser, clip.title, 15_000);
}

const pages = (): ReadonlyArray<readonly [string, string]> => [
  ['/', 'Laugh. Record. Win.'],
  ['/shorts', 'Trending Shorts'],
  ['/my-videos', 'My Videos'],
  [`/video/${clip.id}`, clip.title],
];

interface OfflineResult {
  path: string;
  heading: string;
  controlled: boolean;
  errors: string[];
}

it('the service worker controls the page; with the app and API servers stopped, /, /shorts, /my-videos and a /video/{id} deep link load from it (persistent and private profiles)', async () => {
  const browsers = new Map<ProfileKind, WebKitBrowser>();
  for (const kind of KINDS) {
    const browser = await harnesses.get(kind)!.open(kind);
    browsers.set(kind, browser);
    await visitOnline(browser);
  }

  await stack.stop();
  // Nothing answers on the app's port any more.
  await expect(fetch(stack.info.appUrl)).rejects.toThrow();
  await expect(fetch(`${stack.info.apiUrl}/rest/v1/`)).rejects.toThrow();

  const results: Record<string, OfflineResult[]> = {};
  for (const [kind, browser] of browsers) {
    results[kind] = [];
    for (const [path, expected] of pages()) {
      await browser.driver.get(`${stack.info.appUrl}${path}`);
      const heading = await waitForHeading(browser, expected);
      results[kind].push({
        path,
        heading,
        controlled: await browser.read<boolean>(
          'return navigator.serviceWorker.controller !== null;',
        ),
        errors: await browser.scriptErrors(),
      });
    }
    await browser.quit();
  }
  const expected = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      pages().map(([path, heading]) => ({ path, heading, controlled: true, errors: [] })),
    ]),
  );
  expect(results).toEqual(expected);
}, 300_000);
