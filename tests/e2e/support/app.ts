import { expect, type Page } from '@playwright/test';

/** Every page of the route table with the heading it must show (both spec parts, /video/:id, /auth). */
export const ROUTE_HEADINGS: ReadonlyArray<readonly [path: string, heading: string]> = [
  ['/', 'Laugh. Record. Win.'],
  ['/shorts', 'Trending Shorts'],
  ['/latest-videos', 'Latest Videos'],
  ['/submit', 'Submit Video'],
  ['/submit?mode=record', 'Submit Video'],
  ['/contest-terms', 'Contest Terms and Conditions'],
  ['/content-guidelines', 'Content Rules and Community Guidelines'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/about-us', 'About Us'],
  ['/disclaimer', 'Disclaimer'],
  ['/terms-of-use', 'Terms of Use'],
  ['/contact', 'Contact Us'],
  ['/boost-success?videoId=abc', 'Boost Confirmation'],
  ['/boost-plans', 'Video ID Required'],
  ['/boost-plans?videoId=abc', 'Boost Plans'],
  ['/premium-order', 'Premium Membership'],
  ['/premium-group', 'Premium Community'],
  ['/premium-success', 'Premium Confirmation'],
  ['/my-videos', 'My Videos'],
  ['/affiliate', 'Affiliate Program'],
  ['/how-it-works', 'How It Works'],
  ['/premium-dashboard', 'Premium Dashboard'],
  ['/admin-setup', 'Admin Setup'],
  ['/order', 'Order Video Boost'],
  ['/auth', 'Sign In'],
  ['/video/3f2a9c1e-0000-4000-8000-000000000001', 'Video Not Found'],
];

export function pageHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/** Waits until the service worker controls the page and has filled the offline cache. */
export async function waitUntilOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 });
}
