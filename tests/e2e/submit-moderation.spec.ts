import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createUser, serviceRest } from './support/backend';
import { signInThroughStorage, type VideoRow } from './support/submit';
import { overlaps, toastLog, watchToastsFrom } from './support/toast-watch';

const LINK = 'https://www.youtube.com/shorts/dQw4w9WgXcQ';

async function submitLink(page: Page, title: string): Promise<void> {
  await page.goto('/submit?mode=url');
  await page.getByRole('textbox', { name: /^Video URL/ }).fill(LINK);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('comedy');
  await page.getByRole('button', { name: 'Submit Video' }).click();
  await expect(page.getByText('Video queued', { exact: true })).toBeVisible();
}

test.describe('the submission sequence (part 2 §4)', () => {
  test('an accepted link is saved once, the toast says it is in Latest Videos, and the success card goes by itself', async ({
    page,
  }) => {
    const user = await createUser();
    const title = `Link submission ${Date.now()}`;
    await watchToastsFrom(page, []);
    await page.goto('/about-us');
    await signInThroughStorage(page, user);
    await submitLink(page, title);

    await expect(page.getByText(`"${title}" is now visible in Latest Videos.`)).toBeVisible({
      timeout: 20_000,
    });
    const card = page.getByRole('complementary', { name: 'Upload complete' });
    await expect(card).toContainText(title);
    // It goes by itself (after 5 s: upload-success.test.ts times it with fake timers).
    await expect(card).toBeHidden({ timeout: 15_000 });

    // The toast and the card arrive together: the card on screen above the bottom navigation, the
    // toast stacked above the card, not over it.
    const { snapshots } = await toastLog(page);
    const both = snapshots.filter(
      (moment) =>
        moment.cards.length > 0 && moment.toasts.some((t) => t.title === 'Video submitted!'),
    );
    expect(both.length).toBeGreaterThan(0);
    for (const { toasts, cards, controls, viewportHeight } of snapshots) {
      for (const box of cards) {
        expect(box.y, 'the card starts on screen').toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, 'the card ends on screen').toBeLessThanOrEqual(viewportHeight);
        expect(overlaps(box, controls['bottom navigation']!), 'card over the nav').toBe(false);
        for (const toast of toasts) expect(overlaps(toast.box, box), toast.title).toBe(false);
      }
    }

    const rows = await serviceRest<Array<VideoRow & { platform: string; external_id: string }>>(
      `videos?select=*&user_id=eq.${user.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title,
      source: 'url',
      platform: 'youtube',
      external_id: 'dQw4w9WgXcQ',
      views: 0,
      likes_count: 0,
    });
  });
});
