import { expect, test } from './support/test';
import { createUser, serviceRest } from './support/backend';
import {
  openUploadsTray,
  readDeviceQueue,
  signInThroughStorage,
  type VideoRow,
} from './support/submit';

/**
 * Desktop Chromium reports no connection type, and Playwright cannot emulate one: the phone's
 * Network Information object (type + `change` events, as Chrome on Android has it) is put in
 * place before the app loads. Everything else, the server included, is real.
 */
function phoneConnection() {
  const connection = Object.assign(new EventTarget(), { type: 'cellular' });
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => connection,
  });
  Object.assign(window, {
    switchConnection(type: string) {
      connection.type = type;
      connection.dispatchEvent(new Event('change'));
    },
  });
}

test.describe("the tray's Wi-Fi only setting", () => {
  test.use({ serviceWorkers: 'block' });

  test('on mobile data an upload waits for Wi-Fi, then goes by itself when Wi-Fi comes', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(phoneConnection);
    const user = await createUser();
    const title = `Wi-Fi only ${Date.now()}`;
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/upload/resumable')) uploads.push(request.method());
    });
    await page.goto('/about-us');
    await signInThroughStorage(page, user);
    await page.goto('/submit?mode=upload');

    const tray = await openUploadsTray(page);
    const wifiOnly = tray.getByRole('switch', { name: 'Wi-Fi only' });
    await expect(tray).toContainText('Videos wait for Wi-Fi instead of using mobile data.');
    await wifiOnly.check();
    await page.keyboard.press('Escape');

    await page.getByLabel(/^Video file/).setInputFiles('public/samples/cat-zoomies.webm');
    await expect(page.getByRole('status').filter({ hasText: 'Checking the video…' })).toHaveCount(
      0,
    );
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('animals');
    await page.getByRole('button', { name: 'Submit Video' }).click();
    await expect(page.getByText('Video queued', { exact: true })).toBeVisible();

    await openUploadsTray(page);
    await expect(wifiOnly).toBeChecked();
    const item = tray.getByRole('listitem', { name: title });
    await expect(item).toContainText('Waiting for Wi-Fi');
    // The setting outlives the page: a reload still waits, and nothing was sent meanwhile.
    await page.reload();
    await openUploadsTray(page);
    await expect(item).toContainText('Waiting for Wi-Fi');
    expect(await readDeviceQueue(page).then(({ outbox }) => outbox)).toMatchObject([
      { status: 'queued', attempts: 0, bytesSent: 0 },
    ]);
    expect(uploads).toEqual([]);
    expect(await serviceRest<VideoRow[]>(`videos?select=id&user_id=eq.${user.id}`)).toEqual([]);

    await page.evaluate(() =>
      (window as unknown as { switchConnection(type: string): void }).switchConnection('wifi'),
    );
    await expect(item).toContainText('Done', { timeout: 60_000 });
    expect(uploads).toContain('POST');
    expect(await serviceRest<VideoRow[]>(`videos?select=id,title&user_id=eq.${user.id}`)).toEqual([
      expect.objectContaining({ title }),
    ]);
  });
});
