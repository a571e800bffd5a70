import { readFileSync } from 'node:fs';
import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** What scripts/e2e-stack.ts wrote for this run: the throwaway stack's URLs and keys. */
export interface E2eStack {
  apiUrl: string;
  appUrl: string;
  anonKey: string;
  serviceRoleKey: string;
}

let cached: E2eStack | undefined;

export function e2eStack(): E2eStack {
  cached ??= JSON.parse(
    readFileSync(`.e2e/stack-${process.env.E2E_APP_PORT ?? 4173}.json`, 'utf8'),
  ) as E2eStack;
  return cached;
}

function serviceHeaders(): Record<string, string> {
  const { serviceRoleKey } = e2eStack();
  return {
    apikey: serviceRoleKey,
    authorization: `Bearer ${serviceRoleKey}`,
    'content-type': 'application/json',
  };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** A confirmed user made through the auth admin API, as an operator would. */
export async function createUser(
  options: { email?: string; password?: string; fullName?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct-horse-42';
  const response = await fetch(`${e2eStack().apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: serviceHeaders(),
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { full_name: options.fullName ?? 'Test User' },
    }),
  });
  if (!response.ok)
    throw new Error(`createUser failed: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { id: string };
  return { id: user.id, email, password };
}

/** A user's access token from the password grant, for REST calls made by tests. */
export async function signInToken(user: TestUser): Promise<string> {
  const { apiUrl, anonKey } = e2eStack();
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A REST call with the service key (bypasses RLS): for arranging data and checking results. */
export async function serviceRest<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${e2eStack().apiUrl}/rest/v1/${path}`, {
    // A stack that accepted the call and never answers fails the step that asked, by name, instead
    // of holding the test until its own timeout (CI run 48: a WebKit test idled 300 s).
    signal: AbortSignal.timeout(20_000),
    ...init,
    headers: {
      ...serviceHeaders(),
      prefer: 'return=representation',
      ...(init.headers as Record<string, string>),
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`REST ${path} failed: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export interface Mail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
}

/** Messages sent to an address, newest first, from the stack's mail outbox. */
export async function mailTo(email: string): Promise<Mail[]> {
  const response = await fetch(
    `${e2eStack().apiUrl}/_dev/mail?format=json&to=${encodeURIComponent(email)}`,
  );
  return (await response.json()) as Mail[];
}

/** Waits for a message whose subject matches, and returns it. */
export async function waitForMail(
  email: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailTo(email)).find((mail) => subject.test(mail.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail matching ${subject} reached ${email}`);
}

/** The first link in a message body that matches. */
export function linkIn(mail: Mail, pattern: RegExp = /https?:\/\/\S+/): string {
  const match = mail.text_body.match(pattern);
  if (!match) throw new Error(`No link in mail "${mail.subject}"`);
  return match[0];
}

/** A PKCE verifier and its S256 challenge (RFC 7636), as supabase-js makes them. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * POST /auth/v1/recover as a PKCE client asks for a reset (supabase-js flowType 'pkce'): the
 * stored token is a PKCE one, so Auth's /verify link for it answers with ?code=.
 */
export async function requestPkceRecovery(email: string, challenge: string, redirectTo: string) {
  const { apiUrl, anonKey } = e2eStack();
  const response = await fetch(
    `${apiUrl}/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`,
    {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, code_challenge: challenge, code_challenge_method: 's256' }),
    },
  );
  if (!response.ok) throw new Error(`recover failed: ${response.status} ${await response.text()}`);
}

/**
 * Where Auth's /verify link for a token sends the browser (Auth's default e-mail template links
 * there): followed here once, so two browsers can then open the same landing.
 */
export async function verifyLanding(token: string, type: string, redirectTo: string) {
  const link = new URL(`${e2eStack().apiUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`verify answered ${response.status}`);
  return location;
}
