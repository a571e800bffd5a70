import { type ConsoleMessage, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ROUTE_HEADINGS, axeInPlace, pageHeading } from './support/app';
import { e2eStack } from './support/backend';
import { premiumMember } from './support/earnings';
import { passwordSession, storeSession } from './support/submit';

// Every route of the route table in one browser page per sweep: its heading and title, no
// placeholder wording, no script or console error, and no axe violation of any impact (issue 20
// item 12: Lighthouse's accessibility score drops on moderate ones too). One step per route; soft
// checks, so one broken page does not hide the others. No service worker: these audit markup, and
// a first visit's offline warm-up would compete with axe (offline.spec.ts covers it).
//
// The app is loaded once per sweep and each route is then opened inside it, through the router, as
// Back and Forward open a page (issue 33: a full load per route was half of this spec's two
// minutes). A route of the same path as the page before it (another query) or with the same
// heading is loaded by its address instead: the router would keep the page's component, and the
// heading could not tell the new page from the old. Loading each route cold by its address is what
// offline.spec.ts (deep links), the WebKit routes test and first-paint.spec.ts do.
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 240_000 });

/** WCAG 2.x A/AA and axe's best practices: the rule sets Lighthouse's accessibility audits draw on. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** How the placeholder pages of earlier waves talked (issue 20 item 10): none may be left. */
const PLACEHOLDER_WORDING =
  /arrives? (first|with|together)|opens (together|once)|being written|placeholder|not built yet|will be available/i;

/** What a Premium member meets instead of the signed-out heading (the plans are audited signed out). */
const MEMBER_HEADINGS: Readonly<Record<string, string>> = { '/premium-order': 'Already Premium' };

/** The guide's entry opened before a second audit (issue 19). */
const GUIDE_ENTRY = 'Watch Trending Videos';

async function axeViolations(page: Page): Promise<string[]> {
  const results = await (await axeInPlace(page)).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Script errors and console errors of the page, from now until the returned function is called.
 * A resource of another host that cannot load is not the app's error: other specs' link videos
 * carry YouTube and Vimeo thumbnails, and this machine has no internet.
 */
function collectErrors(page: Page): () => string[] {
  const errors: string[] = [];
  const ours = [e2eStack().appUrl, e2eStack().apiUrl].map((url) => new URL(url).origin);
  const onError = (error: Error) => errors.push(error.message);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    const elsewhere = source !== '' && !ours.includes(new URL(source).origin);
    if (elsewhere && message.text().startsWith('Failed to load resource')) return;
    errors.push(`${message.text()}${source ? ` (${source})` : ''}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  return () => {
    page.off('pageerror', onError);
    page.off('console', onConsole);
    return errors;
  };
}

/** Where the sweep's page is: the route and heading it shows (null before the first load). */
interface Shown {
  path: string;
  heading: string;
}

const pathnameOf = (path: string) => new URL(path, 'http://app.invalid').pathname;

/**
 * Opens `path` in the running app, through the router: a history entry pushed and `popstate`
 * sent, as the browser does on Back and Forward, which react-router's history listens to. Nothing
 * is reloaded. Falls back to loading the address when the router would keep the same page (see
 * the comment at the top) or nothing is loaded yet. A dialog the page before opened (the sign-in
 * dialog that Submit, /auth and the Premium pages open for a visitor) is closed first, as a load
 * would leave none: each page is audited as it opens, not under another page's dialog.
 */
async function open(page: Page, path: string, heading: string, shown: Shown | null): Promise<void> {
  const inApp =
    shown !== null && pathnameOf(shown.path) !== pathnameOf(path) && shown.heading !== heading;
  if (!inApp) {
    await page.goto(path);
    return;
  }
  const dialogs = page.locator('dialog[open]');
  if ((await dialogs.count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(dialogs).toHaveCount(0);
  }
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Opens a route and checks what every page owes its reader. */
async function checkRoute(
  page: Page,
  path: string,
  heading: string,
  shown: Shown | null,
): Promise<Shown> {
  const errors = collectErrors(page);
  await open(page, path, heading, shown);
  await expect.soft(pageHeading(page)).toHaveText(heading);
  await expect.soft(page).toHaveTitle(`${heading} · LaughLoop`);
  // Pages fill in from the server after their heading; audit what a reader meets, not a skeleton.
  await expect.soft(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
  await expect.soft(page.getByRole('main')).not.toContainText(PLACEHOLDER_WORDING);
  expect.soft(new URL(page.url()).pathname, 'the address stays').toBe(path.split('?')[0]);
  expect.soft(await axeViolations(page), `axe on ${path}`).toEqual([]);
  expect.soft(errors(), `errors on ${path}`).toEqual([]);
  return { path, heading };
}

/** Every route of `routes` in turn, in one page; answers where the page ends. */
async function sweep(
  page: Page,
  routes: ReadonlyArray<readonly [string, string]>,
  shown: Shown | null,
): Promise<Shown> {
  let at = shown;
  for (const [path, heading] of routes) {
    const from = at;
    at = await test.step(path, () => checkRoute(page, path, heading, from));
  }
  if (!at) throw new Error('no route swept');
  return at;
}

/** Pages that show more once used: the guide with an entry open, the contact form's errors. */
async function checkOpenedStates(page: Page, shown: Shown, signedIn: boolean): Promise<void> {
  await test.step(`/how-it-works with '${GUIDE_ENTRY}' open`, async () => {
    await open(page, '/how-it-works', 'How It Works', shown);
    await expect(pageHeading(page)).toHaveText('How It Works');
    await page.getByRole('button', { name: GUIDE_ENTRY, exact: true }).click();
    await expect(page.getByRole('region', { name: GUIDE_ENTRY, exact: true })).toBeVisible();
    expect.soft(await axeViolations(page)).toEqual([]);
  });
  if (signedIn) return;
  await test.step('/contact with its errors showing', async () => {
    await open(page, '/contact', 'Contact Us', { path: '/how-it-works', heading: 'How It Works' });
    await expect(pageHeading(page)).toHaveText('Contact Us');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    expect.soft(await axeViolations(page)).toEqual([]);
  });
}

test('every route, signed out: its page, title, no error and no axe violation', async ({
  page,
}) => {
  const routes = [...ROUTE_HEADINGS, ['/no-such-page', 'Page not found'] as const];
  await checkOpenedStates(page, await sweep(page, routes, null), false);
});

test('every route, signed in as a Premium member: its page, title, no error and no axe violation', async ({
  page,
}) => {
  // One sign-in for all: the auth server rate-limits password grants.
  const session = await passwordSession(await premiumMember('Axe Reader'));
  await page.goto('/contact');
  await storeSession(page, session);
  await page.goto('/contact');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account: / })).toBeVisible();
  const routes = ROUTE_HEADINGS.map(
    ([path, heading]) => [path, MEMBER_HEADINGS[path] ?? heading] as const,
  );
  const shown = await sweep(page, routes, { path: '/contact', heading: 'Contact Us' });
  await checkOpenedStates(page, shown, true);
});

test('a streaming path is replaced by the dashboard in history, so Back skips it', async ({
  page,
}) => {
  // The rule itself (every prefix, case, depth) is unit-tested in src/app/redirect-rule.test.ts
  // and router.test.tsx; this is the real browser history.
  await page.goto('/about-us');
  await expect(pageHeading(page)).toHaveText('About Us');
  await page.goto('/Live-Chat/now');
  await expect(page).toHaveURL('/premium-dashboard');
  await expect(pageHeading(page)).toHaveText('Premium Dashboard');
  await page.goBack();
  await expect(page).toHaveURL('/about-us');
  await expect(pageHeading(page)).toHaveText('About Us');
});
