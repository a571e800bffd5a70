import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { By, until } from 'selenium-webdriver';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { createUser, serviceRest, type TestUser } from '../e2e/support/backend';
import { openApp, skipOffers, signInThroughStorage, waitForHeading } from './support/app';
import { POST_COMMENT } from '@/features/comments';
import { deferRetries, deviceOutbox, poll } from './support/device-outbox';
import { seedVideo } from '../e2e/support/seed-video';
import { LocalStack } from './support/stack';
import { startTogether } from './support/start-together';
import { WebKitHarness, type ProfileKind, type WebKitBrowser } from './support/webkit';

// Issue 14's WebKit case (issue 23 item 3): a comment written while the API is down waits on the
// device and is posted exactly once on `online` (this WebKit has no Background Sync), in a normal
// and a private profile. A data folder that outlives a stop, so the stack can come back on the
// same data.

let stack: LocalStack;
let webkit: WebKitHarness;
let dataDir: string;
let creator: TestUser;

const startStack = (data?: string) => LocalStack.start({ dataDir: data, keepData: true });

beforeAll(async () => {
  [stack, webkit] = await startTogether(startStack(), WebKitHarness.start());
  dataDir = stack.info.dataDir;
  creator = await createUser({ fullName: 'WebKit Comment Maker' });
});

afterAll(async () => {
  await webkit?.stop();
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const seedClip = () =>
  seedVideo(creator, {
    title: `Talked-about clip ${randomUUID().slice(0, 6)}`,
    sample: 'giggle-loop',
    offsetSeconds: -86_400,
  });

const bodyText = (browser: WebKitBrowser) =>
  browser.driver.executeScript<string>('return document.body ? document.body.innerText : "";');

const serverComments = (videoId: string) =>
  serviceRest<Array<{ body: string }>>(`video_comments?select=body&video_id=eq.${videoId}`);

async function openComments(browser: WebKitBrowser, clip: { id: string; title: string }) {
  await browser.driver.get(`${stack.info.appUrl}/video/${clip.id}`);
  expect(await waitForHeading(browser, clip.title)).toBe(clip.title);
  const button = await browser.driver.wait(
    until.elementLocated(By.css(`button[aria-label$="omments on ${clip.title}"]`)),
    15_000,
  );
  await browser.driver.executeScript('arguments[0].click();', button);
  await browser.waitFor(
    "document.body.innerText.includes('No comments yet. Be the first!')",
    15_000,
    'the empty comments sheet',
  );
}

it.each<ProfileKind>(['persistent', 'private'])(
  'in a %s profile, a comment written with the API down is posted exactly once on `online`',
  async (kind) => {
    const clip = await seedClip();
    const member = await createUser({ fullName: 'WebKit Commenter' });
    const browser = await webkit.open(kind);
    onTestFinished(() => browser.quit());
    await openApp(browser, stack.info, '/');
    await skipOffers(browser);
    await browser.waitFor('navigator.serviceWorker.controller !== null', 30_000, 'a worker');
    await browser.waitFor(
      "document.body.innerText.includes('Ready to work offline')",
      60_000,
      'the offline warm-up',
    );
    await signInThroughStorage(browser, stack.info, member);
    await openComments(browser, clip);

    await stack.stop();
    const text = 'Typed in a tunnel, sent when out';
    await browser.driver.findElement(By.css('dialog textarea')).sendKeys(text);
    await browser.driver
      .findElement(By.xpath('//dialog//button[normalize-space()="Post"]'))
      .click();
    await browser.waitFor(
      "document.body.innerText.includes('Waiting to post')",
      10_000,
      'the comment waiting',
    );
    // The comment waits out a long backoff, so only `online` can send it now.
    await deferRetries(browser);
    stack = await startStack(dataDir);
    expect(await serverComments(clip.id)).toEqual([]);

    await browser.driver.executeScript("window.dispatchEvent(new Event('online'));");
    const posted = await poll(
      () => serverComments(clip.id),
      (rows) => rows.length > 0,
      30_000,
    );
    expect(posted).toEqual([{ body: text }]);
    await browser.waitFor(
      "!document.body.innerText.includes('Waiting to post') && document.body.innerText.includes('WebKit Commenter')",
      15_000,
      'the posted comment in the sheet',
    );
    // Only the comment's own row: on a slow machine the page's view of the clip can be queued too
    // (RECORD_VIEW, when the stack was already down) and is sent on the same `online`.
    const rows = await poll(
      async () => (await deviceOutbox(browser)).filter((row) => row.kind === POST_COMMENT),
      (all) => all.every((row) => row.status === 'done'),
      15_000,
    );
    expect(rows.map((row) => row.status)).toEqual(['done']);
    // Posted once (a later drain sends nothing twice: drain.test.ts).
    expect(await serverComments(clip.id)).toHaveLength(1);
    expect(await bodyText(browser)).toContain(text);
  },
  300_000,
);
