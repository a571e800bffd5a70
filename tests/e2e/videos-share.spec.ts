import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createUser } from './support/backend';
import { removeVideos, seedVideo, type SeededVideo } from './support/videos';

let video: SeededVideo;

test.beforeAll(async () => {
  const creator = await createUser({ fullName: 'Share Source' });
  video = await seedVideo(creator, {
    title: `Worth sharing ${Date.now()}`,
    category: 'lifestyle',
    sample: 'giggle-loop',
  });
});

test.afterAll(async () => {
  await removeVideos([video]);
});

async function openShareDialog(page: Page) {
  await page.goto(`/video/${video.id}`);
  await page.getByRole('button', { name: `Share ${video.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Video' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('share dialog', () => {
  test('sharing to all nine platforms opens nine popups, the later ones after the dialog has closed', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>share intent</title>' }),
    );
    const platforms = [
      'twitter',
      'facebook',
      'instagram',
      'youtube',
      'linkedin',
      'reddit',
      'telegram',
      'pinterest',
      'tumblr',
    ];
    const connected = platforms.map((platform) => ({
      platform,
      isConnected: true,
      username: `${platform}_fan1234`,
      lastLogin: null,
    }));
    await page.addInitScript((stored) => {
      localStorage.setItem('laughloop.social-connections', stored);
    }, JSON.stringify(connected));
    const dialog = await openShareDialog(page);
    const panel = dialog.getByRole('region', { name: 'Share to your connected accounts' });
    for (const checkbox of await panel.getByRole('checkbox').all()) await checkbox.check();

    const popups: string[] = [];
    context.on('page', (popup) => popups.push(popup.url()));
    await panel.getByRole('button', { name: 'Share to selected' }).click();
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    await expect.poll(() => popups.length, { timeout: 10_000 }).toBe(9);
    // Opened 500 ms apart; a busy browser may announce two neighbours in either order.
    const hosts = popups.map((popupUrl) => new URL(popupUrl).hostname).sort();
    expect(hosts).toEqual(
      [
        'twitter.com',
        'www.facebook.com',
        'www.instagram.com',
        'www.youtube.com',
        'www.linkedin.com',
        'www.reddit.com',
        't.me',
        'pinterest.com',
        'www.tumblr.com',
      ].sort(),
    );
  });
});
