import { randomUUID } from 'node:crypto';
import type { Stack } from './stack.ts';

export interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
}

/** A fresh address per test, so tests on one stack never see each other's users or mail. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@Example.com`;
}

/** Every message in the local outbox for an address, newest first. */
export async function mailsTo(stack: Stack, email: string): Promise<OutboxMail[]> {
  const response = await fetch(
    `${stack.url}/_dev/mail?format=json&to=${encodeURIComponent(email)}`,
  );
  if (!response.ok) throw new Error(`mail outbox answered ${response.status}`);
  return (await response.json()) as OutboxMail[];
}

export async function latestMail(stack: Stack, email: string): Promise<OutboxMail> {
  const [mail] = await mailsTo(stack, email);
  if (!mail) throw new Error(`no mail for ${email}`);
  return mail;
}

/** The first link in a mail body that starts with `prefix`. */
export function linkIn(mail: OutboxMail, prefix: string): URL {
  const found = mail.text_body.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in: ${mail.text_body}`);
  return new URL(found);
}

/** The fragment of a redirect Location as key/value pairs. */
export function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

/** A confirmed user made through the admin API, for tests that start signed out. */
export async function confirmedUser(stack: Stack, password = 'correct-horse-1', label = 'member') {
  const email = uniqueEmail(label).toLowerCase();
  const { data, error } = await stack.client(stack.serviceRoleKey).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: 'Test Member' },
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { email, password, id: data.user.id };
}
