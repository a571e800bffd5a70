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

/**
 * A video's Comments button: named by what it shows, then the video ("3 comments on Title",
 * "1 comment on Title", or "Comments on Title" before the count is in).
 */
export function commentsButton(scope: Page | Locator, title: string): Locator {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('button', { name: new RegExp(`comments? on ${escaped}$`, 'i') });
}
