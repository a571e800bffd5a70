import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { serviceRest, type TestUser } from './backend';
import { signInThroughStorage } from './submit';

/** Helpers for the challenges specs: rows read with the service key, panel steps. */

export interface ChallengeRow {
  id: string;
  title: string;
  description: string;
  is_active: boolean;
  end_date: string;
}

export interface AuditRow {
  admin_user_id: string | null;
  action: string;
  table_name: string;
  record_id: string;
}

/**
 * A running challenge (started an hour ago, two hours left), unique per run: challenges are
 * global. The banner's own spec ends its challenge sooner, so this one never takes its place.
 */
export async function seedRunningChallenge(label: string): Promise<ChallengeRow> {
  const now = Date.now();
  const [row] = await serviceRest<ChallengeRow[]>('challenges', {
    method: 'POST',
    body: JSON.stringify({
      title: unique(label),
      description: `Seeded by an e2e spec (${label})`,
      start_date: new Date(now - 3600_000).toISOString(),
      end_date: new Date(now + 2 * 3600_000).toISOString(),
    }),
  });
  return row!;
}

export function unique(label: string): string {
  return `${label} ${randomUUID().slice(0, 8)}`;
}

/** A datetime-local value (UTC, see test.use above) this many hours from now. */
export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16);
}

export async function grantAdmin(user: TestUser): Promise<void> {
  await serviceRest('user_roles', {
    method: 'POST',
    body: JSON.stringify({ user_id: user.id, role: 'admin' }),
  });
}

export async function revokeAdmin(user: TestUser): Promise<void> {
  await serviceRest(`user_roles?user_id=eq.${user.id}&role=eq.admin`, { method: 'DELETE' });
}

export async function challengesTitled(title: string): Promise<ChallengeRow[]> {
  return serviceRest<ChallengeRow[]>(
    `challenges?select=id,title,description,is_active,end_date&title=eq.${encodeURIComponent(title)}`,
  );
}

export async function auditRows(table: string, recordId: string): Promise<AuditRow[]> {
  return serviceRest<AuditRow[]>(
    `admin_audit_log?select=admin_user_id,action,table_name,record_id&table_name=eq.${table}` +
      `&record_id=eq.${recordId}&order=id.asc`,
  );
}

export async function openPanel(page: Page, user: TestUser): Promise<Locator> {
  await page.goto('/');
  await signInThroughStorage(page, user);
  await page.goto('/');
  await page.getByRole('button', { name: 'Manage Challenges' }).click();
  return page.getByRole('dialog', { name: 'Manage Challenges' });
}

export async function fillForm(panel: Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    await panel.getByLabel(label, { exact: true }).fill(value);
  }
}

export async function expectAlert(panel: Locator, title: string, message: string | RegExp) {
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText(title);
  await expect(alert).toContainText(message);
}
