import { randomUUID } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  createUser,
  linkIn,
  serviceRest,
  uniqueEmail,
  waitForMail,
  type TestUser,
} from './support/backend';
import { seedVideo, type SeededVideo } from './support/videos';
import { waitUntilOfflineReady } from './support/app';
import {
  auditRows,
  challengesTitled,
  expectAlert,
  fillForm,
  grantAdmin,
  openPanel,
  revokeAdmin,
  unique,
  type AuditRow,
} from './support/challenges';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface SeededChallenge {
  id: string;
  title: string;
}

/** Challenges made here, removed after each test (entries and winners go with them). */
const created: string[] = [];

async function seedChallenge(
  startOffsetMs: number,
  endOffsetMs: number,
  extra: Record<string, unknown> = {},
): Promise<SeededChallenge> {
  const title = `E2E challenge ${randomUUID().slice(0, 8)}`;
  const [row] = await serviceRest<SeededChallenge[]>('challenges', {
    method: 'POST',
    body: JSON.stringify({
      title,
      description: 'Show us your funniest pet moment',
      prize_text: '$500 for first place',
      start_date: new Date(Date.now() + startOffsetMs).toISOString(),
      end_date: new Date(Date.now() + endOffsetMs).toISOString(),
      ...extra,
    }),
  });
  created.push(row!.id);
  return row!;
}

/** An entry put straight into the table with the service key (the ticket path is not tested here). */
async function seedEntry(challengeId: string, owner: TestUser, video: SeededVideo): Promise<void> {
  await serviceRest('challenge_entries', {
    method: 'POST',
    body: JSON.stringify({ challenge_id: challengeId, user_id: owner.id, video_id: video.id }),
  });
}

/** A datetime-local value this many hours from now, in the page's zone (UTC, set below). */
const utcInputFromNow = (hours: number) =>
  new Date(Date.now() + hours * HOUR).toISOString().slice(0, 16);

const banner = (page: Page) => page.getByTestId('challenge-banner');
const winners = (page: Page) => page.getByTestId('past-winners');
/** Past winners and the opt-in load as the visitor scrolls near them (home's WhenNear). */
async function scrollToExtras(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(winners(page)).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
}

const optIn = (page: Page) => page.getByRole('region', { name: 'Never miss a challenge' });

// The banner shows one challenge for the whole stack: these tests take turns. Seeding users,
// videos and entries takes a while on a busy runner, hence the longer test time.
test.describe.configure({ mode: 'serial', timeout: 150_000 });
// The admin panel's date inputs are read in the page's zone.
test.use({ timezoneId: 'UTC' });

/** The first look at home waits for the lazy route on a busy runner. */
const FIRST_LOOK = { timeout: 45_000 };

test.describe('challenges: home banner, winners, e-mail opt-in and the admin panel', () => {
  test.afterEach(async () => {
    for (const id of created.splice(0)) {
      await serviceRest(`challenges?id=eq.${id}`, { method: 'DELETE' });
    }
  });

  test('a visitor sees the running challenge LIVE with its real count, the real winners, and opts in online and offline', async ({
    page,
    context,
  }) => {
    // Ends sooner than any other running challenge (seed.sql's runs for days, the entry spec's for
    // 2 h), so it is the one shown.
    const challenge = await seedChallenge(-3.5 * DAY, 1.5 * HOUR, {
      affiliate_product_name: 'Clip-on phone light',
      affiliate_url: 'https://shop.example.com/light',
    });
    for (let index = 0; index < 2; index++) {
      const user = await createUser();
      await seedEntry(challenge.id, user, await seedVideo(user));
    }
    const ended = await seedEndedWithWinners();

    await page.goto('/');
    // The outbox's code (Dexie) must be cached before the network goes, as for an installed app.
    await waitUntilOfflineReady(page);
    await expect(banner(page).getByRole('heading', { level: 2 })).toHaveText(
      challenge.title,
      FIRST_LOOK,
    );
    await expect(banner(page).getByTestId('challenge-live')).toHaveText('LIVE');
    await expect(banner(page)).toContainText('Show us your funniest pet moment');
    await expect(banner(page)).toContainText('$500 for first place');
    await expect(banner(page).getByTestId('challenge-participants')).toHaveText('2 participants');
    const progress = banner(page).getByRole('progressbar', { name: 'Challenge progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(banner(page).getByTestId('challenge-time-left')).toHaveText(/^1h \d+m left$/);
    const join = banner(page).getByRole('link', { name: 'Join Challenge' });
    await expect(join).toHaveAttribute('href', `/submit?challenge=${challenge.id}`);
    const sponsor = banner(page).getByTestId('challenge-affiliate');
    await expect(sponsor).toHaveAttribute('href', 'https://shop.example.com/light');
    await expect(sponsor).toHaveAttribute('rel', 'sponsored noopener');
    await expect(sponsor).toHaveAttribute('target', '_blank');

    await test.step('real winners of the latest ended challenge replace the samples', async () => {
      await scrollToExtras(page);
      const podium = winners(page).getByTestId('challenge-winner');
      await expect(podium).toHaveCount(2, FIRST_LOOK);
      await expect(podium.nth(0)).toContainText('1st place');
      await expect(podium.nth(0)).toContainText('Winning pet clip');
      await expect(podium.nth(0)).toContainText(ended.title);
      await expect(podium.nth(1)).toContainText('2nd place');
      await expect(podium.nth(1)).toContainText('Runner-up pet clip');
      await expect(winners(page)).not.toContainText('Sample winners');
    });

    await test.step('offline: the banner says as of when, an opt-in waits and goes once back', async () => {
      const email = uniqueEmail('optin-offline');
      await expect(optIn(page)).toBeVisible(FIRST_LOOK);
      await context.setOffline(true);
      await expect(banner(page).getByTestId('challenge-as-of')).toContainText('Offline — as of');
      await expect(banner(page).getByTestId('challenge-live')).toBeVisible();
      await optIn(page).getByLabel('Email').fill(email);
      await optIn(page).getByRole('button', { name: 'Notify me' }).click();
      await expect(optIn(page).getByRole('alert')).toContainText('Saved on this device');
      await context.setOffline(false);
      const mail = await waitForMail(email, /weekly challenge alerts/, 30_000);
      expect(mail.text_body).toMatch(/\?unsubscribe=[0-9a-f]{64}/);
    });

    await test.step('online: the opt-in mail greets by name, its link subscribes, its unsubscribe link works', async () => {
      const email = uniqueEmail('optin');
      const stored = async () =>
        (
          await serviceRest<{ confirmed_at: string | null; unsubscribed_at: string | null }[]>(
            `challenge_email_optins?select=confirmed_at,unsubscribed_at&email=eq.${encodeURIComponent(email)}`,
          )
        )[0];
      await page.reload();
      await scrollToExtras(page);
      await expect(optIn(page)).toBeVisible(FIRST_LOOK);
      await optIn(page).getByLabel('Email').fill(email);
      await optIn(page).getByLabel('Name (optional)').fill('Robin');
      await optIn(page).getByRole('button', { name: 'Notify me' }).click();
      await expect(optIn(page).getByRole('alert')).toContainText('Check your inbox', FIRST_LOOK);
      await expect(optIn(page).getByRole('alert')).toContainText(
        'We sent you a confirmation email.',
      );

      // Double opt-in: nothing is subscribed before the mailed link is opened.
      const mail = await waitForMail(email, /weekly challenge alerts/);
      expect(mail.text_body).toContain('Hi Robin,');
      expect((await stored())?.confirmed_at).toBeNull();
      const confirm = new URL(
        linkIn(mail, /https?:\/\/\S+\?confirm_challenge_emails=[0-9a-f]{64}/),
      );
      await page.goto(`${confirm.pathname}${confirm.search}`);
      await expect(page.getByRole('alert').filter({ hasText: 'You’re subscribed' })).toContainText(
        'You will get an email when a new weekly challenge goes live.',
        FIRST_LOOK,
      );
      await expect(page).not.toHaveURL(/confirm_challenge_emails=/);
      expect(await stored()).toMatchObject({
        confirmed_at: expect.any(String),
        unsubscribed_at: null,
      });

      const link = new URL(linkIn(mail, /https?:\/\/\S+\?unsubscribe=[0-9a-f]{64}/));
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('alert').filter({ hasText: 'Unsubscribed' })).toContainText(
        'You will no longer receive weekly challenge emails.',
        FIRST_LOOK,
      );
      await expect(page).not.toHaveURL(/unsubscribe=/);
      expect((await stored())?.unsubscribed_at).not.toBeNull();
    });
  });

  test('an admin creates a challenge that goes LIVE on the banner, edits it, picks the winners of an ended one and deletes it; the database audits each write', async ({
    page,
  }) => {
    const admin = await createUser({ fullName: 'Banner Admin' });
    await grantAdmin(admin);
    const ended = await seedEndedForPicking();
    const title = unique('Panel-made challenge');
    const panel = await openPanel(page, admin);
    await panel.getByRole('button', { name: 'New challenge' }).click();
    // Started a day ago and ends within the hour: the running challenge that ends soonest.
    await fillForm(panel, {
      Title: `${title} <b>`,
      Description: `Tom & Jerry's "best" moments`,
      'Start date': utcInputFromNow(-24),
      'End date': utcInputFromNow(0.75),
      'Prize (optional)': '$500',
      'Affiliate URL (optional)': 'https://shop.example/tripod',
    });
    await panel.getByRole('button', { name: 'Create challenge' }).click();
    const shown = `${title} b`;
    await expect(panel.getByRole('listitem', { name: shown })).toContainText('LIVE');
    // Stripped of < > ' " & as part 1 §5 says; is_active computed by the database.
    const [row] = await challengesTitled(shown);
    created.push(row!.id);
    expect(row).toMatchObject({ description: 'Tom  Jerrys best moments', is_active: true });
    expect(await auditRows('challenges', row!.id)).toEqual([
      { admin_user_id: admin.id, action: 'INSERT', table_name: 'challenges', record_id: row!.id },
    ]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // The panel's save refreshes the banner: no reload.
    await expect(banner(page).getByRole('heading', { level: 2 })).toHaveText(shown);
    await expect(banner(page).getByTestId('challenge-live')).toHaveText('LIVE');
    const progress = banner(page).getByRole('progressbar', { name: 'Challenge progress' });
    // One day of the 7-day span (part 1 §9): 14 %.
    await expect(progress).toHaveAttribute('aria-valuenow', '14');

    const edited = unique('Edited Challenge');
    await test.step('edit', async () => {
      await page.getByRole('button', { name: 'Manage Challenges' }).click();
      await panel
        .getByRole('listitem', { name: shown })
        .getByRole('button', { name: 'Edit' })
        .click();
      await expect(panel.getByLabel('Title', { exact: true })).toHaveValue(shown);
      await fillForm(panel, { Title: edited });
      await panel.getByRole('button', { name: 'Save changes' }).click();
      await expect(panel.getByRole('listitem', { name: edited })).toBeVisible();
      expect((await challengesTitled(edited)).map((challenge) => challenge.id)).toEqual([row!.id]);
      expect((await auditRows('challenges', row!.id)).map((audit) => audit.action)).toEqual([
        'INSERT',
        'UPDATE',
      ]);
    });

    await test.step('pick 1st to 3rd place of an ended challenge', () =>
      pickWinners(panel, ended, admin));

    await test.step('delete', async () => {
      const editedRow = panel.getByRole('listitem', { name: edited });
      await editedRow.getByRole('button', { name: 'Delete' }).click();
      await editedRow.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(panel.getByRole('listitem', { name: edited })).toHaveCount(0);
      expect(await challengesTitled(edited)).toEqual([]);
      expect((await auditRows('challenges', row!.id)).at(-1)).toEqual({
        admin_user_id: admin.id,
        action: 'DELETE',
        table_name: 'challenges',
        record_id: row!.id,
      });
    });
    await revokeAdmin(admin);
  });
});

/** A challenge that ended a minute ago with 1st and 2nd place picked (the server checks it ended). */
async function seedEndedWithWinners(): Promise<SeededChallenge> {
  const challenge = await seedChallenge(-7 * DAY, -60_000);
  const first = await createUser();
  const second = await createUser();
  const firstVideo = await seedVideo(first, { title: 'Winning pet clip' });
  const secondVideo = await seedVideo(second, { title: 'Runner-up pet clip' });
  await seedEntry(challenge.id, first, firstVideo);
  await seedEntry(challenge.id, second, secondVideo);
  await serviceRest('challenge_winners', {
    method: 'POST',
    body: JSON.stringify([
      { challenge_id: challenge.id, place: 2, video_id: secondVideo.id, user_id: second.id },
      { challenge_id: challenge.id, place: 1, video_id: firstVideo.id, user_id: first.id },
    ]),
  });
  return challenge;
}

interface EndedForPicking {
  challenge: SeededChallenge;
  clips: SeededVideo[];
}

/** A challenge that ended a day ago with three entries and no winners yet. */
async function seedEndedForPicking(): Promise<EndedForPicking> {
  const challenge = await seedChallenge(-8 * DAY, -DAY);
  const entrants = await Promise.all(
    [1, 2, 3].map((n) => createUser({ fullName: `Entrant ${n}` })),
  );
  const clips = await Promise.all(
    entrants.map((entrant, n) => seedVideo(entrant, { title: unique(`Entry ${n + 1}`) })),
  );
  for (const [index, clip] of clips.entries())
    await seedEntry(challenge.id, entrants[index]!, clip);
  return { challenge, clips };
}

/** Picks 1st to 3rd place in the open panel: a place taken twice is refused, then saved and audited. */
async function pickWinners(panel: Locator, ended: EndedForPicking, admin: TestUser) {
  const { challenge, clips } = ended;
  const row = panel.getByRole('listitem', { name: challenge.title });
  await expect(row).toContainText('Ended');
  await row.getByRole('button', { name: 'Pick winners' }).click();
  await panel.getByLabel('1st place').selectOption({ label: clips[2]!.title });
  await panel.getByLabel('2nd place').selectOption({ label: clips[2]!.title });
  await panel.getByRole('button', { name: 'Save winners' }).click();
  await expectAlert(panel, 'Validation Error', 'Each place needs a different entry.');
  await panel.getByLabel('2nd place').selectOption({ label: clips[0]!.title });
  await panel.getByLabel('3rd place').selectOption({ label: clips[1]!.title });
  await panel.getByRole('button', { name: 'Save winners' }).click();
  await expect(panel.getByRole('listitem', { name: challenge.title })).toBeVisible();

  const picked = await serviceRest<{ id: string; place: number; video_id: string }[]>(
    `challenge_winners?select=id,place,video_id&challenge_id=eq.${challenge.id}&order=place.asc`,
  );
  expect(picked.map(({ place, video_id }) => ({ place, video_id }))).toEqual([
    { place: 1, video_id: clips[2]!.id },
    { place: 2, video_id: clips[0]!.id },
    { place: 3, video_id: clips[1]!.id },
  ]);
  // The database wrote one audit row per stored place, in the admin's name.
  const audits = await serviceRest<AuditRow[]>(
    `admin_audit_log?select=admin_user_id,action,table_name,record_id&table_name=eq.challenge_winners` +
      `&record_id=in.(${picked.map((winner) => winner.id).join(',')})`,
  );
  expect(audits).toHaveLength(3);
  expect(
    audits.every((audit) => audit.admin_user_id === admin.id && audit.action === 'INSERT'),
  ).toBe(true);
  // Reopening shows the stored picks.
  await panel
    .getByRole('listitem', { name: challenge.title })
    .getByRole('button', { name: 'Pick winners' })
    .click();
  await expect(panel.getByLabel('1st place')).toHaveValue(clips[2]!.id);
  await panel.getByRole('button', { name: 'Back to challenges' }).click();
}
