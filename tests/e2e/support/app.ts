import { expect, type Page } from '@playwright/test';

export { ROUTE_HEADINGS } from './route-headings';

export function pageHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/** Waits until the service worker controls the page and has filled the offline cache. */
export async function waitUntilOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 });
}
