import { test as base, type BrowserContext, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';

/** Requests slower than this are listed when a test fails. */
const SLOW_MS = 3_000;
const MAX_LINES = 40;

interface Seen {
  url: string;
  started: number;
  ended?: number;
  failure?: string;
}

/**
 * What the pages of a test's context were doing, kept cheaply (event listeners, no tracing) and
 * written out only when the test fails: a first attempt that fails on a runner leaves no trace
 * (tracing every test cost 15–25 % of the run), and its retry passes, so this is all there is to
 * explain it.
 */
function watch(context: BrowserContext) {
  const requests = new Map<object, Seen>();
  const messages: string[] = [];
  const since = Date.now();
  const at = (time: number) => `${((time - since) / 1000).toFixed(1)} s`;
  context.on('request', (request) => {
    requests.set(request, { url: request.url(), started: Date.now() });
  });
  context.on('requestfinished', (request) => {
    const seen = requests.get(request);
    if (seen) seen.ended = Date.now();
  });
  context.on('requestfailed', (request) => {
    const seen = requests.get(request);
    if (!seen) return;
    seen.ended = Date.now();
    seen.failure = request.failure()?.errorText ?? 'failed';
  });
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${at(Date.now())} ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  context.on('weberror', (error) =>
    messages.push(`${at(Date.now())} page error: ${error.error()}`),
  );

  return {
    report(now: number): string {
      const all = [...requests.values()];
      const pending = all.filter((seen) => seen.ended === undefined);
      const slow = all.filter(
        (seen) => seen.ended !== undefined && seen.ended - seen.started > SLOW_MS,
      );
      const failed = all.filter((seen) => seen.failure);
      const line = (seen: Seen) =>
        `  ${at(seen.started)} +${(((seen.ended ?? now) - seen.started) / 1000).toFixed(1)} s ${seen.url}${seen.failure ? ` (${seen.failure})` : ''}`;
      return [
        `${all.length} requests; still pending at the failure: ${pending.length}`,
        ...pending.slice(-MAX_LINES).map(line),
        `slower than ${SLOW_MS / 1000} s: ${slow.length}`,
        ...slow.slice(-MAX_LINES).map(line),
        `failed: ${failed.length}`,
        ...failed.slice(-MAX_LINES).map(line),
        `console errors and warnings: ${messages.length}`,
        ...messages.slice(-MAX_LINES).map((message) => `  ${message}`),
      ].join('\n');
    },
  };
}

async function pageSnapshots(context: BrowserContext): Promise<string> {
  const parts: string[] = [];
  for (const page of context.pages()) {
    const snapshot = await page
      .locator('body')
      .ariaSnapshot({ timeout: 2_000 })
      .catch((error: unknown) => `(no snapshot: ${String(error).split('\n')[0]})`);
    parts.push(`# ${page.url()}\n${snapshot}`);
  }
  return parts.join('\n\n');
}

async function attachDiagnostics(
  context: BrowserContext,
  watcher: ReturnType<typeof watch>,
  testInfo: TestInfo,
) {
  const body = `${watcher.report(Date.now())}\n\n${await pageSnapshots(context)}`;
  await testInfo.attach('diagnostics', { body, contentType: 'text/plain' });
}

/**
 * Playwright's test with one automatic addition: when a test fails, its context's requests
 * (pending, slow, failed), console errors and every open page's accessibility tree are attached
 * as `diagnostics` (test-results/…/diagnostics.txt).
 */
export const test = base.extend<{ failureDiagnostics: void }>({
  failureDiagnostics: [
    async ({ context }, use, testInfo) => {
      const watcher = watch(context);
      await use();
      if (testInfo.status !== testInfo.expectedStatus)
        await attachDiagnostics(context, watcher, testInfo).catch(() => undefined);
    },
    { auto: true },
  ],
});
