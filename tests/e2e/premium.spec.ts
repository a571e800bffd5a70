import { randomUUID } from 'node:crypto';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { waitUntilOfflineReady } from './support/app';
import { createUser, serviceRest, type TestUser } from './support/backend';
import { premiumMember } from './support/earnings';
import { signInThroughStorage } from './support/submit';
import { toasts } from './support/videos';

// Issue 16: buying Premium through the payment sandbox, the members' group, managing the
// subscription in the sandbox's billing portal, and who may open the members' pages.

test.describe.configure({ timeout: 150_000 });

async function signedIn(page: Page, user: TestUser, path: string): Promise<void> {
  await page.goto('/about-us');
  await signInThroughStorage(page, user);
  await page.goto(path);
}

/**
 * Presses a button that opens a new tab and returns the tab once it reached `url`. The app opens
 * the tab at the tap itself, so a tab that has not come in 20 s never will: the test fails then,
 * not at its 150 s timeout (CI run 62 waited it out once).
 */
async function newTab(context: BrowserContext, url: RegExp, press: () => Promise<void>) {
  const [tab] = await Promise.all([context.waitForEvent('page', { timeout: 20_000 }), press()]);
  await tab.waitForURL(url);
  return tab;
}

const membershipOf = async (userId: string) =>
  (
    await serviceRest<Array<{ subscription_status: string; cancel_at_period_end: boolean }>>(
      `premium_subscribers?select=subscription_status,cancel_at_period_end&user_id=eq.${userId}`,
    )
  )[0];

/** What the query cache keeps in IndexedDB (src/lib/query/idb-store.ts), as text. */
const keptOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const opened = indexedDB.open('laughloop-query');
        opened.onsuccess = () => {
          const read = opened.result
            .transaction('kv', 'readonly')
            .objectStore('kv')
            .get('laughloop.query-cache');
          read.onsuccess = () => resolve(String(read.result ?? ''));
          read.onerror = () => resolve('');
        };
        opened.onerror = () => resolve('');
      }),
  );

const postsBy = (userId: string) =>
  serviceRest<Array<{ video_url: string; platform: string; display_name: string }>>(
    `premium_posts?select=video_url,platform,display_name&user_id=eq.${userId}`,
  );

test('buy monthly, land in the group after 10 s, see it on My Videos, post, then cancel in the portal: access ends at period end', async ({
  page,
  context,
}) => {
  const buyer = await createUser({ fullName: 'Paying Member' });
  await signedIn(page, buyer, '/premium-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Membership' })).toBeVisible();
  const semiannual = page.getByRole('region', { name: 'Semi-Annual' });
  await expect(semiannual).toContainText('Most Popular');
  await expect(semiannual).toContainText('$25');
  await expect(semiannual).toContainText('Save $5');
  await expect(page.getByRole('region', { name: 'Annual', exact: true })).toContainText('Save $15');

  const checkout = await newTab(context, /\/_dev\/checkout\/cs_/, () =>
    page.getByRole('button', { name: 'Choose Monthly' }).click(),
  );
  await expect(checkout.getByRole('button', { name: 'Pay $5.00' })).toBeVisible();
  // The success page counts 10 s down on the page clock.
  await context.clock.install();
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await checkout.waitForURL(/\/premium-success\?session_id=cs_/);
  await expect(checkout.getByText('Your Premium membership is active')).toBeVisible({
    timeout: 15_000,
  });
  await checkout.clock.fastForward(10_000);
  await expect(checkout).toHaveURL(/\/premium-group$/);
  await expect(
    checkout.getByRole('heading', { level: 1, name: 'Premium Community' }),
  ).toBeVisible();

  // The first tab learns of the membership when the member comes back to it.
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('heading', { level: 1, name: 'Already Premium' })).toBeVisible();

  // My Videos says so, and Access Premium opens the group in a new tab.
  await page.goto('/my-videos');
  const card = page.getByRole('region', { name: 'Premium Membership' });
  await expect(card.getByText('Premium Active')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('link', { name: 'Choose a plan' })).toHaveCount(0);
  const access = await newTab(context, /\/premium-group$/, () =>
    card.getByRole('link', { name: 'Access Premium' }).click(),
  );
  await expect(page).toHaveURL(/\/my-videos$/);
  await access.close();

  const group = checkout;
  await group.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(group.getByRole('alert')).toHaveText('Video URL is required');
  await group.getByLabel('Video URL').fill('https://www.tiktok.com/@me/video/1');
  await group.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(group.getByRole('alert')).toHaveText('That is not a YouTube link.');
  await group.getByLabel('Platform').selectOption('tiktok');
  await group.getByLabel('Description (optional)').fill('My best one yet');
  await group.getByRole('button', { name: 'Share', exact: true }).click();
  const feed = group.getByRole('list', { name: 'Community posts' });
  await expect(feed.getByRole('listitem').first()).toContainText('Paying Member');
  await expect(feed.getByRole('listitem').first()).toContainText('My best one yet');
  await expect
    .poll(() => postsBy(buyer.id))
    .toEqual([
      {
        video_url: 'https://www.tiktok.com/@me/video/1',
        platform: 'tiktok',
        display_name: 'Paying Member',
      },
    ]);

  await group.goto('/premium-dashboard');
  await expect(group.getByText('Renews on')).toBeVisible();
  const portal = await newTab(context, /\/_dev\/checkout\/portal\/bps_/, () =>
    group.getByRole('button', { name: 'Manage Subscription' }).click(),
  );
  await portal.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(portal.getByText(/Cancels on/)).toBeVisible();
  await expect
    .poll(() => membershipOf(buyer.id))
    .toEqual({ subscription_status: 'active', cancel_at_period_end: true });
  // Until the period ends the member keeps everything.
  await group.reload();
  await expect(group.getByText('Ends on')).toBeVisible();

  await portal.getByRole('button', { name: 'End the period now' }).click();
  await expect(portal.getByText(/Ended on/)).toBeVisible();
  // A fresh load asks the server again.
  await group.goto('/premium-group');
  await expect(group).toHaveURL(/\/premium-order$/);
  await expect(toasts(group).getByText('Premium Access Required')).toBeVisible();
});

test('a member shares offline: the post waits on the device and goes up once online', async ({
  page,
  context,
}) => {
  const member = await premiumMember('Offline Sharer');
  // The group lists every member's posts: a link of this run's own.
  const clip = `offline-${randomUUID().slice(0, 8)}`;
  const link = `https://youtu.be/${clip}`;
  await page.goto('/');
  await waitUntilOfflineReady(page);
  await signedIn(page, member, '/premium-group');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Community' })).toBeVisible();
  // The membership is confirmed (the gate shows the same heading while it checks).
  await expect(page.getByLabel('Video URL')).toBeVisible();
  await expect(page.getByText('Loading posts…')).toHaveCount(0);

  await context.setOffline(true);
  await page.getByLabel('Video URL').fill(link);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const waiting = page.getByRole('listitem').filter({ hasText: link });
  await expect(waiting).toContainText('Waiting to post');
  expect(await postsBy(member.id)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => postsBy(member.id), { timeout: 30_000 }).toHaveLength(1);
  // The feed now lists it as posted (the server's row, no longer the device's copy).
  await expect(waiting).toBeVisible();
  await expect(waiting).not.toContainText('Waiting to post', { timeout: 15_000 });

  // The feed and the membership are kept on the device (written at most once a second): offline,
  // the group still opens.
  await expect.poll(() => keptOnDevice(page), { timeout: 10_000 }).toContain(clip);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Community' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Community posts' }).getByText(link)).toBeVisible();
  await context.setOffline(false);
});
