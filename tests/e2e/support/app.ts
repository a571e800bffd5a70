import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export { ROUTE_HEADINGS } from './route-headings';

export function pageHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/** Waits until the service worker controls the page and has filled the offline cache. */
export async function waitUntilOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 });
}

/**
 * axe on the page. Legacy mode runs it in the page itself: the default opens a blank page to
 * gather frames' results, which doubled each audit's time (1.0 → 2.4 s on '/'); these pages have
 * no frames, and both modes found the same passes and violations on every route tried.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** What AxeBuilder evaluates instead of axe's source when the page has axe already. */
const AXE_ALREADY_IN_PAGE = 'void 0';

/**
 * axe as `axe(page)` gives it, for a page audited again and again without a reload (routes.spec.ts
 * opens each route inside the app): axe's source (half a megabyte, evaluated twice per legacy
 * audit) goes in once per document, and only violations are detailed (axe's `resultTypes`: the
 * passes' selectors it builds and sends back are not read). Together they took an audit on the
 * feeds from about 2 s to 1 s on a loaded runner; the same rules run and find the same violations.
 */
export async function axeInPlace(page: Page): Promise<AxeBuilder> {
  const loaded = await page.evaluate(() => 'axe' in window);
  return new AxeBuilder({ page, ...(loaded ? { axeSource: AXE_ALREADY_IN_PAGE } : {}) })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
}

/**
 * A video's Comments button: named by what it shows, then the video ("3 comments on Title",
 * "1 comment on Title", or "Comments on Title" before the count is in).
 */
export function commentsButton(scope: Page | Locator, title: string): Locator {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('button', { name: new RegExp(`comments? on ${escaped}$`, 'i') });
}
