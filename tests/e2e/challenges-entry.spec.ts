import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { waitUntilOfflineReady } from './support/app';
import { createUser, serviceRest } from './support/backend';
import { seedRunningChallenge } from './support/challenges';
import { openUploadsTray, readDeviceQueue, signInThroughStorage } from './support/submit';
import { removeVideos } from './support/videos';

interface EntryRow {
  video_id: string;
  user_id: string;
}

/** Records about 2 s with the fake camera and fills the recorder's form. */
async function recordTake(page: Page, title: string) {
  await page.getByRole('button', { name: 'Open Camera' }).click();
  const recorder = page.getByRole('dialog', { name: 'Record a Video' });
  await expect(recorder.getByLabel('Camera preview')).toBeVisible();
  await recorder.getByRole('button', { name: 'Start Recording' }).click();
  await expect(recorder.getByRole('timer')).toHaveText('0:03 / 5:00', { timeout: 6_000 });
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await recorder.getByLabel('Title').fill(title);
  await recorder.getByLabel('Category').selectOption('comedy');
  await recorder
    .getByRole('checkbox', { name: /I agree to the Terms, Content Rules, and Privacy Policy/ })
    .check();
  return recorder;
}

const entriesOf = (challengeId: string) =>
  serviceRest<EntryRow[]>(
    `challenge_entries?select=video_id,user_id&challenge_id=eq.${challengeId}`,
  );

test.describe('entering a challenge from the banner Join link', () => {
  test('a take recorded offline enters after reconnect; a second entry is refused while it posts', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const challenge = await seedRunningChallenge('Entry run');
    const user = await createUser({ fullName: 'Contest Entrant' });
    const videoIds: string[] = [];
    try {
      await page.goto('/');
      await waitUntilOfflineReady(page);
      await signInThroughStorage(page, user);
      await page.goto(`/submit?challenge=${challenge.id}`);
      const card = page.getByRole('region', { name: 'Challenge entry' });
      await expect(card).toContainText(`Entering challenge: ${challenge.title}`);
      await page.getByText('Record Live', { exact: true }).click();

      // The take starts offline: no ticket, so the page counts down to the deadline.
      const first = `Entry take ${Date.now()}`;
      await context.setOffline(true);
      const recorder = await recordTake(page, first);
      await expect(card).toContainText(
        `Started offline: this entry to "${challenge.title}" must reach the server before the deadline (1h`,
      );
      await recorder.getByRole('button', { name: 'Submit Video' }).click();
      await expect(recorder).toBeHidden();

      const queued = await readDeviceQueue(page);
      expect(queued.outbox).toHaveLength(1);
      const payload = queued.outbox[0]!.payload as { challenge?: Record<string, unknown> };
      expect(payload.challenge).toMatchObject({
        challengeId: challenge.id,
        title: challenge.title,
      });
      expect(payload.challenge).not.toHaveProperty('ticket');
      videoIds.push(queued.outbox[0]!.id);

      const tray = await openUploadsTray(page);
      const item = tray.getByRole('listitem', { name: first });
      await expect(item).toContainText(`Enters challenge: ${challenge.title}`);
      await expect(item).toContainText(
        /must reach the server before the deadline \(1h \d+m left\)/,
      );

      await context.setOffline(false);
      await expect(item).toContainText('Done', { timeout: 60_000 });
      await expect(page.getByText(`Your video is in "${challenge.title}".`)).toBeVisible();
      expect(await entriesOf(challenge.id)).toEqual([{ video_id: videoIds[0], user_id: user.id }]);
      expect(
        await serviceRest(`challenge_participant_counts?challenge_id=eq.${challenge.id}`),
      ).toEqual([{ challenge_id: challenge.id, participant_count: 1 }]);
      await page.keyboard.press('Escape');

      // Online now: a second video (a file this time) for the same challenge posts, but cannot
      // enter it twice.
      const second = `Second entry ${Date.now()}`;
      await page.getByText('Upload File', { exact: true }).click();
      await expect(card).toContainText(`Entering challenge: ${challenge.title}`);
      await page.locator('input[type="file"]').setInputFiles('public/samples/cat-zoomies.webm');
      await page.getByLabel('Title').fill(second);
      await page.getByLabel('Category').selectOption('comedy');
      await page.getByRole('button', { name: 'Submit Video' }).click();
      await expect(
        page.getByText(
          `You have already entered "${challenge.title}" (one video per challenge). This video is posted as a normal video.`,
        ),
      ).toBeVisible({ timeout: 60_000 });
      const posted = await serviceRest<{ id: string }[]>(
        `videos?select=id&title=eq.${encodeURIComponent(second)}`,
      );
      expect(posted).toHaveLength(1);
      videoIds.push(posted[0]!.id);
      expect(await entriesOf(challenge.id)).toHaveLength(1);

      // My Videos names the challenge of the entry, and only on that video.
      await page.goto('/my-videos');
      const entered = page.locator(`[data-testid="my-video-card"][data-video-id="${videoIds[0]}"]`);
      await expect(entered.getByTestId('entered-challenge')).toHaveText(challenge.title);
      const normal = page.locator(`[data-testid="my-video-card"][data-video-id="${videoIds[1]}"]`);
      await expect(normal).toBeVisible();
      await expect(normal.getByTestId('entered-challenge')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
      await removeVideos(videoIds.map((id) => ({ id })));
      await serviceRest(`challenges?id=eq.${challenge.id}`, { method: 'DELETE' });
    }
  });

  test('a take finished before the deadline still enters when it uploads late on a bad connection', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const challenge = await seedRunningChallenge('Late entry');
    const user = await createUser({ fullName: 'Late Entrant' });
    const videoIds: string[] = [];
    try {
      await page.goto('/');
      await waitUntilOfflineReady(page);
      await signInThroughStorage(page, user);
      await page.goto(`/submit?challenge=${challenge.id}`);
      await page.getByText('Record Live', { exact: true }).click();

      // Recorded online: once the take is finished, its ticket is bound to its bytes.
      const title = `Late take ${Date.now()}`;
      const recorder = await recordTake(page, title);
      await expect
        .poll(async () => (await readDeviceQueue(page)).takes[0]?.entry?.ticket?.contentSha256, {
          timeout: 15_000,
        })
        .toMatch(/^[0-9a-f]{64}$/);
      const [ticket] = await serviceRest<{ id: string; content_sha256: string }[]>(
        `challenge_entry_tickets?select=id,content_sha256&user_id=eq.${user.id}&challenge_id=eq.${challenge.id}`,
      );
      expect((await readDeviceQueue(page)).takes[0]?.entry?.ticket).toMatchObject({
        id: ticket!.id,
        contentSha256: ticket!.content_sha256,
      });

      // The connection drops as it is submitted; it comes back only after the deadline.
      await context.setOffline(true);
      await recorder.getByRole('button', { name: 'Submit Video' }).click();
      await expect(recorder).toBeHidden();
      const queued = await readDeviceQueue(page);
      videoIds.push(queued.outbox[0]!.id);
      const hour = 3600_000;
      await serviceRest(`challenges?id=eq.${challenge.id}`, {
        method: 'PATCH',
        body: JSON.stringify({
          start_date: new Date(Date.now() - 3 * hour).toISOString(),
          end_date: new Date(Date.now() - hour).toISOString(),
        }),
      });
      const beforeDeadline = new Date(Date.now() - 2 * hour).toISOString();
      await serviceRest(`challenge_entry_tickets?id=eq.${ticket!.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ issued_at: beforeDeadline, bound_at: beforeDeadline }),
      });

      await context.setOffline(false);
      await expect(
        page.getByText(
          `Your video is in "${challenge.title}": you started it before the deadline, so it still counts.`,
        ),
      ).toBeVisible({ timeout: 60_000 });
      expect(await entriesOf(challenge.id)).toEqual([{ video_id: videoIds[0], user_id: user.id }]);
      const [spent] = await serviceRest<{ used_at: string | null }[]>(
        `challenge_entry_tickets?select=used_at&id=eq.${ticket!.id}`,
      );
      expect(spent?.used_at).not.toBeNull();
    } finally {
      await context.setOffline(false);
      await removeVideos(videoIds.map((id) => ({ id })));
      await serviceRest(`challenges?id=eq.${challenge.id}`, { method: 'DELETE' });
    }
  });
});
