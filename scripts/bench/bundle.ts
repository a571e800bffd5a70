import { gzipSync } from 'node:zlib';
// @playwright/test re-exports playwright-core's launcher and is the declared dependency.
import { chromium, type Browser, type Page } from '@playwright/test';
import { checkBudgets, type Measured } from './budgets.ts';
import { startFeedStack } from './feed-stack.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import {
  FREE_PREMIUM_SEEN_KEY,
  WELCOME_SEEN_KEY,
} from '../../src/features/premium/model/offer-rules.ts';

/** design.md §4: the JavaScript loaded for `/` stays within 150 KiB gzip; issue 7: `/shorts` too. */
const BUDGET_KIB = 150;
const ROUTES = ['/', '/shorts'] as const;
/** design.md §4: the service worker cannot load code late, so all of it counts (issue 12). */
const WORKER_BUDGET_KIB = 60;

interface ScriptLoad {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Records every JavaScript response the page receives, sized raw and as gzip level 9. */
function recordScripts(page: Page): ScriptLoad[] {
  const loads: ScriptLoad[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!url.endsWith('.js') && !type.includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    loads.push({ url, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  });
  return loads;
}

function printTable(title: string, loads: ScriptLoad[], origin: string): number {
  console.log(`\n${title}`);
  console.log(`${'file'.padEnd(56)} ${'raw KiB'.padStart(9)} ${'gzip KiB'.padStart(9)}`);
  const sorted = [...loads].sort((a, b) => b.gzipBytes - a.gzipBytes);
  for (const load of sorted) {
    console.log(
      `${load.url.replace(origin, '').padEnd(56)} ${kib(load.rawBytes).padStart(9)} ${kib(load.gzipBytes).padStart(9)}`,
    );
  }
  const total = loads.reduce((sum, load) => sum + load.gzipBytes, 0);
  const raw = loads.reduce((sum, load) => sum + load.rawBytes, 0);
  console.log(`${'total'.padEnd(56)} ${kib(raw).padStart(9)} ${kib(total).padStart(9)}`);
  return total;
}

/**
 * What a first visit to `path` loads, without the service worker's background work. The first-visit
 * offers (welcome after 1 s, free Premium after 4 s) are marked seen: their modals load on a timer,
 * after the page is up, and whether that timer fired before the network went idle made the figure
 * swing by 2 KiB from run to run.
 */
async function firstVisitScripts(
  browser: Browser,
  origin: string,
  path: string,
): Promise<{ total: number; urls: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  await context.addInitScript(
    (keys: string[]) => keys.forEach((key) => localStorage.setItem(key, 'true')),
    [WELCOME_SEEN_KEY, FREE_PREMIUM_SEEN_KEY],
  );
  const page = await context.newPage();
  const loads = recordScripts(page);
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const total = printTable(`JavaScript loaded for ${path} (service worker blocked)`, loads, origin);
  await context.close();
  return { total, urls: loads.map((load) => load.url) };
}

/** For information: the offline warm-up fetches route chunks after the worker takes control. */
async function warmUpScripts(browser: Browser, origin: string, homeLoads: readonly string[]) {
  const installed = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const warmPage = await installed.newPage();
  const warmLoads = recordScripts(warmPage);
  await warmPage.goto(`${origin}/`, { waitUntil: 'load' });
  await warmPage.getByText('Ready to work offline').waitFor({ timeout: 30_000 });
  await warmPage.waitForLoadState('networkidle');
  const extra = warmLoads.filter((load) => !homeLoads.includes(load.url));
  await installed.close();
  const warmTotal = extra.reduce((sum, load) => sum + load.gzipBytes, 0);
  console.log(
    `\nOffline warm-up after install (not part of the budget): ${extra.length} more files, ${kib(warmTotal)} KiB gzip`,
  );
}

/** The service worker as served, sized as gzip level 9 like the pages' scripts. */
async function workerGzipBytes(origin: string): Promise<number> {
  const response = await fetch(`${origin}/sw.js`);
  if (!response.ok) throw new Error(`${origin}/sw.js answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const gzipBytes = gzipSync(body, { level: 9 }).length;
  console.log(`\nService worker /sw.js: ${kib(body.length)} KiB raw, ${kib(gzipBytes)} KiB gzip`);
  return gzipBytes;
}

async function main() {
  // A live API with a full feed, so each page loads what it loads for a real visitor. CI passes
  // --e2e-build: the production build the e2e run served is measured (scripts/e2e-build.ts).
  const stack = await startFeedStack({ e2eBuild: process.argv.includes('--e2e-build') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const totals = new Map<string, { total: number; urls: string[] }>();
    for (const path of ROUTES)
      totals.set(path, await firstVisitScripts(browser, stack.appUrl, path));
    await warmUpScripts(browser, stack.appUrl, totals.get('/')?.urls ?? []);

    const measures: Measured[] = [...totals].map(([path, { total }]) => ({
      name: path,
      gzipBytes: total,
      budgetKiB: BUDGET_KIB,
    }));
    measures.push({
      name: 'service worker',
      gzipBytes: await workerGzipBytes(stack.appUrl),
      budgetKiB: WORKER_BUDGET_KIB,
    });
    const verdict = checkBudgets(measures);
    console.log('');
    verdict.lines.forEach((line) => console.log(line));
    if (!verdict.pass) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
