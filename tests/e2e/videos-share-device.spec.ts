import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createUser, e2eStack, serviceRest, type TestUser } from './support/backend';
import { premiumMember } from './support/earnings';
import { signInThroughStorage } from './support/submit';
import { removeVideos, seedVideo, toasts, type SeededVideo } from './support/videos';

// Issue 21 item 2: where the browser has navigator.share, the share dialog offers the phone's own
// sheet first; a completed share earns like Copy Link, a closed sheet earns and says nothing.
// The sheet itself is the browser's (none on Linux Chromium): stubbed at that boundary only.

const DEVICE_BUTTON = 'Share with your device…';

let creator: TestUser;
const seeded: SeededVideo[] = [];

test.beforeAll(async () => {
  creator = await createUser({ fullName: 'Device Share Source' });
});

test.afterAll(async () => {
  await removeVideos(seeded);
});

async function newVideo(label: string): Promise<SeededVideo> {
  // A day old: out of the other specs' lists.
  const video = await seedVideo(creator, {
    title: `${label} ${Date.now()}`,
    offsetSeconds: -86_400,
  });
  seeded.push(video);
  return video;
}

interface ShareCall {
  title?: string;
  text?: string;
  url?: string;
}

/**
 * A navigator.share that records its calls and then does what `window.__shareOutcome` says: resolve
 * (the member picked an app), or reject with that DOMException name.
 */
async function stubShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.assign(window, { __shareCalls: calls, __shareOutcome: 'resolve' });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        const outcome = (window as unknown as { __shareOutcome: string }).__shareOutcome;
        return outcome === 'resolve'
          ? Promise.resolve()
          : Promise.reject(new DOMException('The sheet said no', outcome));
      },
    });
  });
}

const shareCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shareCalls: ShareCall[] }).__shareCalls);

const setShareOutcome = (page: Page, outcome: 'resolve' | 'AbortError' | 'NotAllowedError') =>
  page.evaluate((value) => Object.assign(window, { __shareOutcome: value }), outcome);

async function openShareDialog(page: Page, video: SeededVideo) {
  await page.goto(`/video/${video.id}`);
  await page.getByRole('button', { name: `Share ${video.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Video' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The dialog's own controls in order, the header's Close left out. */
const controlNames = (dialog: Locator) =>
  dialog
    .locator('button:not([aria-label="Close"]), a[href], input')
    .evaluateAll((elements) =>
      elements
        .slice(0, 5)
        .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''),
    );

interface EarningRow {
  category: string;
  amount: number;
  video_id: string;
  target: string;
  metadata: unknown;
}

const shareEarnings = (member: TestUser) =>
  serviceRest<EarningRow[]>(
    `user_earnings?select=category,amount,video_id,target,metadata&user_id=eq.${member.id}&category=eq.share&order=created_at`,
  );

test.describe('share dialog with the device share sheet', () => {
  test("a Premium member's share through the sheet is offered first and earns as Copy Link does; a closed or refused sheet earns nothing", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await stubShareSheet(page);
    const [viaSheet, viaCopy] = [await newVideo('Sheet share'), await newVideo('Copied share')];
    const member = await premiumMember('Sheet Sharer');
    await page.goto('/about-us');
    await signInThroughStorage(page, member);

    let dialog = await openShareDialog(page, viaSheet);
    expect(await controlNames(dialog)).toEqual([
      DEVICE_BUTTON,
      'Video link',
      'Copy Link',
      'Facebook',
      'Twitter',
    ]);
    await dialog.getByRole('button', { name: DEVICE_BUTTON }).click();
    const link = `${e2eStack().appUrl}/video/${viaSheet.id}`;
    await expect
      .poll(() => shareCalls(page))
      .toEqual([
        { title: viaSheet.title, text: `Watch "${viaSheet.title}" on LaughLoop`, url: link },
      ]);
    await expect.poll(() => shareEarnings(member), { timeout: 30_000 }).toHaveLength(1);

    dialog = await openShareDialog(page, viaCopy);
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect(toasts(page)).toContainText('Copied!');
    await expect.poll(() => shareEarnings(member), { timeout: 30_000 }).toHaveLength(2);

    const [sheetRow, copyRow] = await shareEarnings(member);
    expect(sheetRow!.video_id).toBe(viaSheet.id);
    expect(copyRow!.video_id).toBe(viaCopy.id);
    // The same row but for the video: category, amount, target and metadata.
    const shape = ({ video_id, ...row }: EarningRow) =>
      JSON.parse(JSON.stringify(row).replaceAll(video_id, '<video>')) as unknown;
    expect(shape(sheetRow!)).toEqual(shape(copyRow!));

    await test.step('closing the sheet earns nothing and says nothing; another refusal says Sharing Failed', async () => {
      const [closed, refused, copied] = [
        await newVideo('Sheet closed'),
        await newVideo('Sheet refused'),
        await newVideo('Copied after'),
      ];
      dialog = await openShareDialog(page, closed);
      await setShareOutcome(page, 'AbortError');
      await dialog.getByRole('button', { name: DEVICE_BUTTON }).click();
      await expect.poll(async () => (await shareCalls(page)).length).toBe(1);
      // The dialog stays, silent: the member may pick another way.
      await expect(dialog).toBeVisible();
      await expect(toasts(page).getByRole('alert')).toHaveCount(0);

      dialog = await openShareDialog(page, refused);
      await setShareOutcome(page, 'NotAllowedError');
      await dialog.getByRole('button', { name: DEVICE_BUTTON }).click();
      await expect(toasts(page).getByRole('alert')).toContainText('Sharing Failed');

      // A share that does earn, sent after the others: once it is in, theirs would be too.
      dialog = await openShareDialog(page, copied);
      await dialog.getByRole('button', { name: 'Copy Link' }).click();
      await expect
        .poll(async () => (await shareEarnings(member)).map((row) => row.video_id), {
          timeout: 30_000,
        })
        .toEqual([viaSheet.id, viaCopy.id, copied.id]);
    });
  });
});
