import { expect, test } from './support/test';
import { createUser } from './support/backend';
import { readDeviceQueue, signInThroughStorage } from './support/submit';

test.describe('takes are crash-safe', () => {
  test('closing the page mid-recording leaves a draft with all but at most the last second; storage persistence was requested', async ({
    context,
  }) => {
    test.setTimeout(90_000);
    const user = await createUser();
    // Counts the app's requests for persistent storage (the browser's own answer still applies).
    await context.addInitScript(() => {
      const persist = StorageManager.prototype.persist;
      const calls = { count: 0 };
      Object.assign(window, { persistCalls: calls });
      StorageManager.prototype.persisted = () => Promise.resolve(false);
      StorageManager.prototype.persist = function () {
        calls.count++;
        return persist.call(this);
      };
    });
    const page = await context.newPage();
    await page.goto('/about-us');
    await signInThroughStorage(page, user);
    await page.goto('/submit?mode=record');
    const recorder = page.getByRole('dialog', { name: 'Record a Video' });
    await recorder.getByRole('button', { name: 'Start Recording' }).click();
    await expect(recorder.getByRole('timer')).toHaveText('0:04 / 5:00', { timeout: 8_000 });
    // The first saved take asks the browser to keep the app's storage (once per page).
    expect(
      await page.evaluate(
        () => (window as unknown as { persistCalls: { count: number } }).persistCalls.count,
      ),
    ).toBe(1);
    // Each 1 s slice reaches the disk as it arrives. A loaded machine's encoder may start late, so
    // the test waits for the slices rather than trusting the clock, then closes at once.
    const recordedAtClose = 3;
    let onDisk = { bytes: 0, duration: 0 };
    await expect
      .poll(
        async () => {
          const [take] = (await readDeviceQueue(page)).takes;
          onDisk = { bytes: take?.bytes ?? 0, duration: take?.duration ?? 0 };
          return onDisk.bytes > 100_000 && onDisk.duration >= recordedAtClose;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    // The tab goes away without a chance to stop the recorder (no unload handlers run).
    await page.close({ runBeforeUnload: false });

    const again = await context.newPage();
    await again.goto('/submit');
    await again.getByText('Record Live', { exact: true }).click();
    const drafts = again.getByRole('region', { name: /Drafts/ });
    await expect(drafts.getByRole('heading', { name: 'Drafts (1)' })).toBeVisible();
    const { takes } = await readDeviceQueue(again);
    expect(takes).toHaveLength(1);
    const take = takes[0]!;
    expect(take.status).toBe('recorded');
    expect(take.mimeType).toMatch(/^video\/webm/);
    // Nothing that was on disk when the tab went is lost. Saved as 1 s slices; the duration patch
    // merges the leading ones (up to 64 KiB) into one row, so the row count says little.
    expect(take.duration).toBeGreaterThanOrEqual(onDisk.duration);
    expect(take.chunks).toBeGreaterThanOrEqual(1);
    expect(take.bytes).toBeGreaterThanOrEqual(onDisk.bytes);
    await expect(drafts.getByTestId('draft-duration')).toHaveText(/^0:0[3-9]$/);
    await expect(drafts).toContainText(
      /Storage on this device: [\d.]+ MB used of [\d.]+ (MB|GB) available\./,
    );

    // The recovered take plays, with its length in the header.
    await drafts.getByRole('button', { name: 'Preview' }).click();
    const preview = drafts.getByLabel(/^Preview of Draft from/);
    await expect(preview).toBeVisible();
    const duration = await preview.evaluate(async (element: HTMLVideoElement) => {
      if (element.readyState < 1)
        await new Promise((resolve) =>
          element.addEventListener('loadedmetadata', resolve, { once: true }),
        );
      return element.duration;
    });
    expect(duration).toBeGreaterThanOrEqual(recordedAtClose);
    expect(duration).toBeLessThan(take.duration + 1);

    // Delete asks twice, then the take and its chunks are gone.
    await drafts.getByRole('button', { name: 'Delete' }).click();
    await drafts.getByRole('button', { name: 'Confirm delete' }).click();
    await expect(drafts.getByRole('heading', { name: 'Drafts (0)' })).toBeVisible();
    expect((await readDeviceQueue(again)).takes).toEqual([]);
  });
});
