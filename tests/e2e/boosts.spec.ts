import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createUser, e2eStack, serviceRest, type TestUser } from './support/backend';
import { signInThroughStorage } from './support/submit';
import {
  card,
  removeVideos,
  seedVideo,
  toasts,
  type SeededVideo,
  type SeedOptions,
} from './support/videos';

// Issue 15: buying a boost through the local payment sandbox (Stripe's stand-in), from the
// video's plans, from the boost dialog on Latest Videos (issue 37) and from /order; activation
// happens only through the signed webhook.

test.describe.configure({ timeout: 120_000 });

let owner: TestUser;
const seeded: SeededVideo[] = [];

test.beforeAll(async () => {
  owner = await createUser({ fullName: 'Boost Owner' });
});
test.afterAll(async () => {
  await removeVideos(seeded);
});

async function clip(title: string, options: SeedOptions = {}): Promise<SeededVideo> {
  const video = await seedVideo(owner, { title, offsetSeconds: -3 * 86_400, ...options });
  seeded.push(video);
  return video;
}

async function signedIn(page: Page, path: string): Promise<void> {
  await page.goto('/about-us');
  await signInThroughStorage(page, owner);
  await page.goto(path);
}

/** Presses a button that opens checkout and returns the checkout tab once it shows the sandbox. */
async function checkoutTab(context: BrowserContext, press: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), press()]);
  await tab.waitForURL(/\/_dev\/checkout\/cs_/);
  return tab;
}

const ordersOf = (videoId: string) =>
  serviceRest<Array<{ status: string; days: number; amount_cents: number }>>(
    `boost_orders?select=status,days,amount_cents&video_id=eq.${videoId}`,
  );

test('a member cancels a checkout from /boost-plans, then boosts a clip from Latest Videos in place: 3 days paid, activated by the webhook, the dialog says so and the video is labelled', async ({
  page,
  context,
}) => {
  const dropped = await clip('Maybe later');
  await signedIn(page, `/boost-plans?videoId=${dropped.id}`);
  const cancelled = await checkoutTab(context, () =>
    page.getByRole('button', { name: 'Boost for $1.00' }).click(),
  );
  // /boost-plans follows its order on the confirmation page.
  await expect(page).toHaveURL(new RegExp(`/boost-success\\?videoId=${dropped.id}`));
  await cancelled.getByRole('button', { name: 'Cancel' }).click();
  await expect(toasts(cancelled).getByText('Payment Cancelled')).toBeVisible();
  await expect(
    toasts(cancelled).getByText('Your payment was cancelled. You can try again anytime.'),
  ).toBeVisible();
  await expect(cancelled).toHaveURL((url) => !url.search.includes('boost_cancelled'));
  const [stored] = await serviceRest<Array<{ is_boosted: boolean }>>(
    `videos?select=is_boosted&id=eq.${dropped.id}`,
  );
  expect(stored?.is_boosted).toBe(false);
  await cancelled.close();

  // Dated above what other files seed (up to a day ahead), so it is among Latest's 20 whatever
  // runs beside it; 'lifestyle' has no Shorts tab. Removed with the file's other rows.
  const video = await clip('Boost me to the top', {
    offsetSeconds: 2 * 86_400,
    category: 'lifestyle',
  });
  await page.goto('/latest-videos');
  const more = `More options for ${video.title}`;
  await card(page, video.id).getByRole('button', { name: more }).click();
  await page.getByRole('menu', { name: more }).getByRole('menuitem', { name: 'Boost' }).click();
  const dialog = page.getByRole('dialog', { name: 'Boost Video' });
  await expect(dialog).toContainText('Boost me to the top');
  const popular = dialog.locator('[data-plan="boost-3-days"]');
  await expect(popular).toContainText('Most Popular');

  const tab = await checkoutTab(context, () =>
    popular.getByRole('button', { name: 'Boost for $5.00' }).click(),
  );
  const state = dialog.getByTestId('boost-state');
  await expect(state).toContainText('Waiting for the payment');
  await expect(page).toHaveURL(/\/latest-videos$/);
  expect(await ordersOf(video.id)).toEqual([{ status: 'pending', days: 3, amount_cents: 500 }]);

  await tab.getByRole('button', { name: /^Pay/ }).click();
  await tab.waitForURL((url) => url.pathname === '/' && !url.search.includes('session_id'));
  await expect(toasts(tab).getByText('Payment Successful')).toBeVisible();

  await expect(dialog.getByRole('heading', { name: 'Boost Activated' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(state).toContainText('is boosted for 3 days');
  expect(await ordersOf(video.id)).toEqual([{ status: 'paid', days: 3, amount_cents: 500 }]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/video/${video.id}`);
  await expect(
    page.getByTitle('Promoted: the creator paid to boost this video').first(),
  ).toContainText(/Boosted · 3 days left/);
});

test('/order orders a plan for a pasted video link', async ({ page, context }) => {
  // Its 'select both' and 'valid video' messages, and its list of the public videos (the 20
  // newest, shared with every other file's rows, so not this journey's): order-page.test.tsx and
  // app/boosts/order-route.test.tsx.
  const video = await clip('Ordered from the order page');
  await signedIn(page, '/order');
  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
  await page.getByLabel('Choose 5 Days Boost').check();
  await page.getByRole('tab', { name: 'Enter Video URL' }).click();
  const link = `${e2eStack().appUrl}/video/${video.id}`;
  await page.getByRole('textbox', { name: 'Video URL' }).fill(link);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(link);
  await expect(summary).toContainText('5 Days Boost');
  await expect(summary).toContainText('$10.00');
  const tab = await checkoutTab(context, () => proceed.click());
  await expect(tab.getByRole('button', { name: /^Pay/ })).toContainText('10.00');
  await expect(page).toHaveURL(new RegExp(`/boost-success\\?videoId=${video.id}`));
  expect(await ordersOf(video.id)).toEqual([{ status: 'pending', days: 5, amount_cents: 1000 }]);
  await tab.close();
});
