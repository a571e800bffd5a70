import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { By, until } from 'selenium-webdriver';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { createUser, serviceRest, type TestUser } from '../e2e/support/backend';
import { openApp, skipOffers, signInThroughStorage, waitForHeading } from './support/app';
import { deferRetries, deviceOutbox, poll } from './support/device-outbox';
import { seedVideo } from '../e2e/support/seed-video';
import { LocalStack } from './support/stack';
import { startTogether } from './support/start-together';
import { WebKitHarness, type WebKitBrowser } from './support/webkit';

// Issue 34 §2 and §3 on the iPhone's engine (persistent profile): a report hides the video at
// once and across a restart of the browser's page (what is hidden lives in localStorage, read
// before the first paint too); a block made while the API is down hides the uploader at once,
// waits in the outbox (this WebKit has no Background Sync) and reaches the server exactly once on
// `online`. A data folder that outlives a stop, so the stack comes back on the same data.

let stack: LocalStack;
let webkit: WebKitHarness;
let dataDir: string;
let creator: TestUser;
let pest: TestUser;

const startStack = (data?: string) => LocalStack.start({ dataDir: data, keepData: true });

beforeAll(async () => {
  [stack, webkit] = await startTogether(startStack(), WebKitHarness.start());
  dataDir = stack.info.dataDir;
  [creator, pest] = await Promise.all([
    createUser({ fullName: 'WebKit Creator' }),
    createUser({ fullName: 'WebKit Pest' }),
  ]);
});

afterAll(async () => {
  await webkit?.stop();
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const seedClip = (owner: TestUser, title: string) =>
  seedVideo(owner, {
    title: `${title} ${randomUUID().slice(0, 6)}`,
    sample: 'giggle-loop',
    offsetSeconds: 3600,
  });

/** Opens the clip's More menu and picks `item` (a tap, as the action bar's row may scroll). */
async function chooseFromMore(browser: WebKitBrowser, title: string, item: string) {
  const more = await browser.driver.wait(
    until.elementLocated(By.css(`button[aria-label="More options for ${title}"]`)),
    15_000,
  );
  await browser.driver.executeScript('arguments[0].click();', more);
  const entry = await browser.driver.wait(
    until.elementLocated(By.xpath(`//*[@role="menuitem"][normalize-space()="${item}"]`)),
    10_000,
  );
  await browser.driver.executeScript('arguments[0].click();', entry);
}

async function clickInDialog(browser: WebKitBrowser, label: string) {
  const button = await browser.driver.wait(
    until.elementLocated(By.xpath(`//dialog[@open]//button[normalize-space()="${label}"]`)),
    10_000,
  );
  await browser.driver.executeScript('arguments[0].click();', button);
}

const serverBlocks = (member: TestUser) =>
  serviceRest<Array<{ blocked_id: string }>>(
    `user_blocks?select=blocked_id&blocker_id=eq.${member.id}`,
  );

it('reports a video and, with the API down, blocks an uploader: both hidden at once, the block sent once on `online`', async () => {
  const reported = await seedClip(creator, 'Reported in WebKit');
  const pestClip = await seedClip(pest, 'Blocked in WebKit');
  const member = await createUser({ fullName: 'WebKit Reporter' });
  const browser = await webkit.open('persistent');
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

  // Report: hidden at once, and still after the page is opened again.
  await browser.driver.get(`${stack.info.appUrl}/video/${reported.id}`);
  expect(await waitForHeading(browser, reported.title)).toBe(reported.title);
  await chooseFromMore(browser, reported.title, 'Report');
  const spam = await browser.driver.wait(
    until.elementLocated(By.css('dialog[open] input[type="radio"][value="spam"]')),
    10_000,
  );
  await browser.driver.executeScript('arguments[0].click();', spam);
  await clickInDialog(browser, 'Send Report');
  expect(await waitForHeading(browser, 'Video hidden', 15_000)).toBe('Video hidden');
  expect(
    await serviceRest<Array<{ reason: string }>>(
      `video_reports?select=reason&video_id=eq.${reported.id}&reporter_id=eq.${member.id}`,
    ),
  ).toEqual([{ reason: 'spam' }]);
  await browser.driver.get(`${stack.info.appUrl}/video/${reported.id}`);
  expect(await waitForHeading(browser, 'Video hidden', 15_000)).toBe('Video hidden');

  // Block with the API down: the dialog is open before the servers stop.
  await browser.driver.get(`${stack.info.appUrl}/video/${pestClip.id}`);
  expect(await waitForHeading(browser, pestClip.title)).toBe(pestClip.title);
  await chooseFromMore(browser, pestClip.title, 'Block Uploader');
  await browser.waitFor(
    "document.body.innerText.includes('Block this uploader?')",
    10_000,
    'the block dialog',
  );
  await stack.stop();
  await clickInDialog(browser, 'Block');
  expect(await waitForHeading(browser, 'Video hidden', 15_000)).toBe('Video hidden');
  const waiting = await poll(
    () => deviceOutbox(browser),
    (rows) => rows.some((row) => row.kind === 'block-user'),
    10_000,
  );
  expect(waiting.filter((row) => row.kind === 'block-user')).toHaveLength(1);
  // Only `online` can send it now (no retry timer).
  await deferRetries(browser);
  stack = await startStack(dataDir);
  expect(await serverBlocks(member)).toEqual([]);

  await browser.driver.executeScript("window.dispatchEvent(new Event('online'));");
  const sent = await poll(
    () => serverBlocks(member),
    (rows) => rows.length > 0,
    30_000,
  );
  expect(sent).toEqual([{ blocked_id: pest.id }]);
  const rows = await poll(
    () => deviceOutbox(browser),
    (all) => all.filter((row) => row.kind === 'block-user').every((row) => row.status === 'done'),
    15_000,
  );
  expect(rows.filter((row) => row.kind === 'block-user').map((row) => row.status)).toEqual([
    'done',
  ]);
  expect(await serverBlocks(member)).toHaveLength(1);
  expect(await browser.scriptErrors()).toEqual([]);
}, 300_000);
