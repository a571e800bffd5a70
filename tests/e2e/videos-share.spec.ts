import { expect, test, type Page } from '@playwright/test';
import { pageHeading } from './support/app';
import { createUser, e2eStack } from './support/backend';
import { escapeRegExp, removeVideos, seedVideo, toasts, type SeededVideo } from './support/videos';

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
  test("Copy Link puts the video's own page on the clipboard ('Copied!'), and the link opens that video", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dialog = await openShareDialog(page);
    const link = `${e2eStack().appUrl}/video/${video.id}`;
    await expect(dialog.getByRole('textbox', { name: 'Video link' })).toHaveValue(link);
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect(toasts(page)).toContainText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const encoded = encodeURIComponent(link);
    await expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    await expect(dialog.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${escapeRegExp(encoded)}&text=`),
    );
    await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${escapeRegExp(encoded)}`),
    );

    // The shared link lands on the video page.
    await page.goto(link);
    await expect(pageHeading(page)).toHaveText(video.title);
    await expect(page.getByTestId('video-player')).toBeVisible();
  });

  test("the clipboard refusing a write says 'Failed to copy to clipboard.'", async ({ page }) => {
    const dialog = await openShareDialog(page);
    // A page without clipboard access (as in an insecure frame): the browser rejects the write.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: () =>
            Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
        },
      });
    });
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect(toasts(page).getByRole('alert')).toContainText('Failed to copy to clipboard.');
  });

  test('social panel: selection rules, simulated connect kept in local storage, popups 500 ms apart, close after 2 s', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    // No internet here: the share intents answer with a blank page so the popups can be read.
    await context.route(/^https:\/\/(twitter\.com|www\.reddit\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>share intent</title>' }),
    );
    // The page's own clock times the popups: the runner hears of new pages late on a busy machine.
    await page.addInitScript(() => {
      const opens: number[] = [];
      Object.assign(window, { __shareOpens: opens });
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        opens.push(performance.now());
        return open(...args);
      };
    });
    let dialog = await openShareDialog(page);
    const panel = dialog.getByRole('region', { name: 'Share to your connected accounts' });
    await expect(panel.getByRole('checkbox')).toHaveCount(9);

    await panel.getByRole('button', { name: 'Share to selected' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Please select at least one platform to share to.',
    );
    await panel.getByRole('checkbox', { name: /^Twitter/ }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please connect to Twitter first');
    await expect(panel.getByRole('checkbox', { name: /^Twitter/ })).not.toBeChecked();

    // Connecting takes 2 s and gives a random username, kept in local storage.
    await panel.getByRole('button', { name: 'Connect Twitter' }).click();
    await expect(panel.getByText('Connecting…')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Disconnect Twitter' })).toBeVisible({
      timeout: 5_000,
    });
    await expect(panel.getByText(/^@twitter_fan\d{4}$/)).toBeVisible();
    await panel.getByRole('button', { name: 'Connect Reddit' }).click();
    await expect(panel.getByRole('button', { name: 'Disconnect Reddit' })).toBeVisible({
      timeout: 5_000,
    });
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('laughloop.social-connections') ?? '[]') as {
          platform: string;
          isConnected: boolean;
        }[],
    );
    expect(stored.filter((entry) => entry.isConnected).map((entry) => entry.platform)).toEqual([
      'twitter',
      'reddit',
    ]);
    expect(stored).toHaveLength(9);

    // Still connected after a reload; disconnecting is immediate.
    await page.reload();
    await page.getByRole('button', { name: `Share ${video.title}` }).click();
    dialog = page.getByRole('dialog', { name: 'Share Video' });
    await expect(dialog.getByRole('button', { name: 'Disconnect Twitter' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Connect Facebook' }).click();
    await expect(dialog.getByRole('button', { name: 'Disconnect Facebook' })).toBeVisible({
      timeout: 5_000,
    });
    await dialog.getByRole('button', { name: 'Disconnect Facebook' }).click();
    await expect(dialog.getByRole('button', { name: 'Connect Facebook' })).toBeVisible();

    const popups: string[] = [];
    context.on('page', (popup) => popups.push(popup.url()));
    await dialog.getByRole('checkbox', { name: /^Twitter/ }).check();
    await dialog.getByRole('checkbox', { name: /^Reddit/ }).check();
    const sharedAt = Date.now();
    await dialog.getByRole('button', { name: 'Share to selected' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Shared to Twitter, Reddit!' });
    await expect(success).toBeVisible();
    await expect.poll(() => popups.length).toBe(2);
    const opens = await page.evaluate(
      () => (window as unknown as { __shareOpens: number[] }).__shareOpens,
    );
    expect(opens).toHaveLength(2);
    // Scheduled 500 ms after the first, which itself waits for a 0 ms timer: a little under 500.
    expect(opens[1]! - opens[0]!).toBeGreaterThanOrEqual(400);
    expect(opens[1]! - opens[0]!).toBeLessThan(1_000);

    await expect(dialog).toBeHidden({ timeout: 5_000 });
    const closedAfter = Date.now() - sharedAt;
    expect(closedAfter).toBeGreaterThanOrEqual(1_900);
    expect(closedAfter).toBeLessThan(4_000);
    await expect(success).toHaveCount(0, { timeout: 8_000 });
    expect(Date.now() - sharedAt).toBeGreaterThanOrEqual(4_900);

    const pages = context.pages().filter((candidate) => candidate !== page);
    const urls = pages.map((candidate) => candidate.url());
    const encoded = encodeURIComponent(`${e2eStack().appUrl}/video/${video.id}`);
    expect(urls).toEqual([
      expect.stringMatching(
        new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${escapeRegExp(encoded)}`),
      ),
      expect.stringMatching(
        new RegExp(`^https://www\\.reddit\\.com/submit\\?url=${escapeRegExp(encoded)}&title=`),
      ),
    ]);
  });

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
