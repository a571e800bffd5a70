import { expect, test } from '@playwright/test';
import { createUser, serviceRest, type TestUser } from './support/backend';
import {
  auditRows,
  challengesTitled,
  expectAlert,
  fillForm,
  grantAdmin,
  hoursFromNow,
  openPanel,
  revokeAdmin,
  unique,
  type AuditRow,
  type ChallengeRow,
} from './support/challenges';
import { removeVideos, seedVideo, type SeededVideo } from './support/videos';

// Issue 13 items 2 and 6: the challenge admin panel against the real local stack. Challenges are
// global and other specs run beside this one: every title is unique and every row is removed.

// Dates are typed into datetime-local inputs: a fixed zone makes the stored instants predictable.
test.use({ timezoneId: 'UTC' });
// Each journey signs in, builds a panel and talks to the stack several times: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

let admin: TestUser;
let member: TestUser;
const challengeIds: string[] = [];
const videos: Pick<SeededVideo, 'id'>[] = [];

async function seedChallenge(title: string, startHours: number, endHours: number): Promise<string> {
  const [row] = await serviceRest<ChallengeRow[]>('challenges', {
    method: 'POST',
    body: JSON.stringify({
      title,
      description: 'Seeded by the admin panel spec.',
      start_date: new Date(Date.now() + startHours * 3_600_000).toISOString(),
      end_date: new Date(Date.now() + endHours * 3_600_000).toISOString(),
    }),
  });
  challengeIds.push(row!.id);
  return row!.id;
}

test.beforeAll(async () => {
  admin = await createUser({ fullName: 'Challenge Admin' });
  member = await createUser({ fullName: 'Plain Member' });
  await grantAdmin(admin);
});

test.afterAll(async () => {
  if (challengeIds.length > 0) {
    await serviceRest(`challenges?id=in.(${challengeIds.join(',')})`, { method: 'DELETE' });
  }
  await removeVideos(videos);
  await revokeAdmin(admin);
});

test('a non-admin who opens the panel sees Access Denied', async ({ page }) => {
  const panel = await openPanel(page, member);
  await expect(panel.getByRole('alert')).toHaveText(
    "Access Denied: You don't have administrator privileges to access this panel.",
  );
  await expect(panel.getByRole('button', { name: 'New challenge' })).toHaveCount(0);
});

test('an admin creates, edits and deletes a challenge; the database audits each write', async ({
  page,
}) => {
  const title = unique('Admin Panel Challenge');
  const panel = await openPanel(page, admin);
  await panel.getByRole('button', { name: 'New challenge' }).click();
  await fillForm(panel, {
    Title: `${title} <b>`,
    Description: `Tom & Jerry's "best" moments`,
    'Start date': hoursFromNow(-1),
    'End date': hoursFromNow(24 * 7),
    'Prize (optional)': '$500',
    'Affiliate URL (optional)': 'https://shop.example/tripod',
  });
  await panel.getByRole('button', { name: 'Create challenge' }).click();
  await expect(panel.getByRole('listitem', { name: `${title} b` })).toContainText('LIVE');

  // Stripped of < > ' " & as part 1 §5 says; is_active computed by the database.
  const [created] = await challengesTitled(`${title} b`);
  expect(created).toMatchObject({ description: 'Tom  Jerrys best moments', is_active: true });
  expect(await auditRows('challenges', created!.id)).toEqual([
    { admin_user_id: admin.id, action: 'INSERT', table_name: 'challenges', record_id: created!.id },
  ]);
  challengeIds.push(created!.id);

  const edited = unique('Edited Challenge');
  const row = panel.getByRole('listitem', { name: `${title} b` });
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(panel.getByLabel('Title', { exact: true })).toHaveValue(`${title} b`);
  await fillForm(panel, { Title: edited });
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByRole('listitem', { name: edited })).toBeVisible();
  expect((await challengesTitled(edited)).map((challenge) => challenge.id)).toEqual([created!.id]);
  expect((await auditRows('challenges', created!.id)).map((audit) => audit.action)).toEqual([
    'INSERT',
    'UPDATE',
  ]);

  const editedRow = panel.getByRole('listitem', { name: edited });
  await editedRow.getByRole('button', { name: 'Delete' }).click();
  await editedRow.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(panel.getByRole('listitem', { name: edited })).toHaveCount(0);
  expect(await challengesTitled(edited)).toEqual([]);
  const audits = await auditRows('challenges', created!.id);
  expect(audits.at(-1)).toEqual({
    admin_user_id: admin.id,
    action: 'DELETE',
    table_name: 'challenges',
    record_id: created!.id,
  });
});

test('every admin validation message, and nothing is saved', async ({ page }) => {
  const title = unique('Invalid Challenge');
  const panel = await openPanel(page, admin);
  await panel.getByRole('button', { name: 'New challenge' }).click();
  const create = panel.getByRole('button', { name: 'Create challenge' });

  await create.click();
  await expectAlert(panel, 'Validation Error', 'Please fill in all required fields.');

  await fillForm(panel, {
    Title: title,
    Description: 'Valid words',
    'Start date': hoursFromNow(24),
    'End date': hoursFromNow(1),
  });
  await create.click();
  await expectAlert(panel, 'Date Error', 'End date must be after start date.');

  await fillForm(panel, { 'End date': hoursFromNow(48) });
  for (const description of [
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    'vbscript:msgbox(1)',
    'img onerror=alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'x'.repeat(5001),
  ]) {
    await fillForm(panel, { Description: description });
    await create.click();
    await expectAlert(
      panel,
      'Validation Error',
      'Content contains invalid characters or is too long.',
    );
  }

  await fillForm(panel, {
    Description: 'Valid words',
    'Affiliate URL (optional)': 'ftp://shop.example/x',
  });
  await create.click();
  await expectAlert(panel, 'Invalid URL', 'Please provide a valid affiliate URL.');
  expect(await challengesTitled(title)).toEqual([]);
});

test('a refused save and a refused delete say so', async ({ page }) => {
  const seededTitle = unique('Refused Delete');
  const seededId = await seedChallenge(seededTitle, 1, 48);
  const panel = await openPanel(page, admin);
  await expect(panel.getByRole('listitem', { name: seededTitle })).toBeVisible();

  // The role goes while the panel is open: the database (RLS) now refuses both writes.
  await revokeAdmin(admin);
  try {
    const row = panel.getByRole('listitem', { name: seededTitle });
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Yes, delete' }).click();
    await expectAlert(row, 'Failed to delete challenge', /cannot delete it/);
    expect((await serviceRest<ChallengeRow[]>(`challenges?id=eq.${seededId}`)).length).toBe(1);

    const title = unique('Refused Save');
    await panel.getByRole('button', { name: 'New challenge' }).click();
    await fillForm(panel, {
      Title: title,
      Description: 'Valid words',
      'Start date': hoursFromNow(1),
      'End date': hoursFromNow(48),
    });
    await panel.getByRole('button', { name: 'Create challenge' }).click();
    await expectAlert(panel, 'Failed to save challenge', /row-level security/);
    expect(await challengesTitled(title)).toEqual([]);
  } finally {
    await grantAdmin(admin);
  }
});

test('an admin picks 1st, 2nd and 3rd place from an ended challenge', async ({ page }) => {
  const title = unique('Ended Challenge');
  const challengeId = await seedChallenge(title, -24 * 8, -24);
  const entrants = await Promise.all(
    [1, 2, 3].map((n) => createUser({ fullName: `Entrant ${n}` })),
  );
  const clips = await Promise.all(
    entrants.map((entrant, n) => seedVideo(entrant, { title: unique(`Entry ${n + 1}`) })),
  );
  videos.push(...clips);
  await serviceRest('challenge_entries', {
    method: 'POST',
    body: JSON.stringify(
      clips.map((clip) => ({
        challenge_id: challengeId,
        user_id: clip.user_id,
        video_id: clip.id,
      })),
    ),
  });

  const panel = await openPanel(page, admin);
  const row = panel.getByRole('listitem', { name: title });
  await expect(row).toContainText('Ended');
  await row.getByRole('button', { name: 'Pick winners' }).click();
  await panel.getByLabel('1st place').selectOption({ label: clips[2]!.title });
  await panel.getByLabel('2nd place').selectOption({ label: clips[2]!.title });
  await panel.getByRole('button', { name: 'Save winners' }).click();
  await expectAlert(panel, 'Validation Error', 'Each place needs a different entry.');

  await panel.getByLabel('2nd place').selectOption({ label: clips[0]!.title });
  await panel.getByLabel('3rd place').selectOption({ label: clips[1]!.title });
  await panel.getByRole('button', { name: 'Save winners' }).click();
  await expect(panel.getByRole('listitem', { name: title })).toBeVisible();

  const winners = await serviceRest<{ place: number; video_id: string; user_id: string }[]>(
    `challenge_winners?select=place,video_id,user_id&challenge_id=eq.${challengeId}&order=place.asc`,
  );
  expect(winners).toEqual([
    { place: 1, video_id: clips[2]!.id, user_id: entrants[2]!.id },
    { place: 2, video_id: clips[0]!.id, user_id: entrants[0]!.id },
    { place: 3, video_id: clips[1]!.id, user_id: entrants[1]!.id },
  ]);
  // The database wrote one audit row per stored place, in the admin's name.
  const winnerIds = await serviceRest<{ id: string }[]>(
    `challenge_winners?select=id&challenge_id=eq.${challengeId}`,
  );
  const audits = await serviceRest<AuditRow[]>(
    `admin_audit_log?select=admin_user_id,action,table_name,record_id&table_name=eq.challenge_winners` +
      `&record_id=in.(${winnerIds.map((winner) => winner.id).join(',')})`,
  );
  expect(audits).toHaveLength(3);
  expect(
    audits.every((audit) => audit.admin_user_id === admin.id && audit.action === 'INSERT'),
  ).toBe(true);

  // Reopening shows the stored picks.
  await panel
    .getByRole('listitem', { name: title })
    .getByRole('button', { name: 'Pick winners' })
    .click();
  await expect(panel.getByLabel('1st place')).toHaveValue(clips[2]!.id);
});
