import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { confirmedUser, mailsTo, type OutboxMail } from './auth.ts';
import type { Stack } from './stack.ts';

/** The site URL the test stacks run with (startStack's default). */
export const SITE = 'http://127.0.0.1:4173';

export { FIRST_BOOT_MS } from './functions.ts';

export interface Invoked<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/**
 * Invokes a LaughLoop function the way the app does (supabase-js functions.invoke) and returns its
 * status and JSON body whether it succeeded or not.
 */
export async function invoke<T = Record<string, unknown>>(
  client: SupabaseClient,
  name: string,
  body: unknown,
): Promise<Invoked<T>> {
  const { data, error, response } = await client.functions.invoke<T>(name, {
    body: body as Record<string, unknown>,
  });
  if (!error) return { status: response?.status ?? 200, body: data as T };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const failed = error.context as Response;
  return { status: failed.status, body: (await failed.json()) as T };
}

export interface SignedInMember {
  id: string;
  email: string;
  password: string;
  client: SupabaseClient;
}

/** A confirmed account made through the Auth admin API, signed in with its password. */
export async function signedInMember(stack: Stack, label = 'member'): Promise<SignedInMember> {
  const user = await confirmedUser(stack, 'correct-horse-1', label);
  const client = stack.client();
  const { error } = await client.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (error) throw new Error(`sign-in of ${user.email} failed: ${error.message}`);
  return { ...user, client };
}

/** An account whose email is not confirmed yet, made through the Auth admin API. */
export async function unconfirmedUser(stack: Stack, email: string): Promise<string> {
  const { data, error } = await stack
    .client(stack.serviceRoleKey)
    .auth.admin.createUser({ email, password: 'correct-horse-1', email_confirm: false });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return data.user.id;
}

/** The outbox messages to `email` with this subject, newest first. */
export async function mailsWithSubject(
  stack: Stack,
  email: string,
  subject: string,
): Promise<OutboxMail[]> {
  return (await mailsTo(stack, email)).filter((mail) => mail.subject === subject);
}

/** An approved video owned by `ownerId`, written straight to the table (test setup, not under test). */
export async function insertVideo(
  stack: Stack,
  ownerId: string,
  title = 'Cat meets cucumber',
): Promise<string> {
  const id = `vid-${crypto.randomUUID()}`;
  await stack.gateway.db.query(
    `insert into public.videos (id, title, video_url, user_id) values ($1, $2, $3, $4)`,
    [id, title, `https://cdn.example.com/${id}.webm`, ownerId],
  );
  return id;
}

/** An active monthly membership, as the payment webhook would leave it. */
export async function makePremium(stack: Stack, userId: string): Promise<void> {
  await stack.gateway.db.query(
    `insert into public.premium_subscribers (user_id, subscription_status, plan_type, current_period_end)
     values ($1, 'active', 'monthly', now() + interval '30 days')`,
    [userId],
  );
}

export async function makeAdmin(stack: Stack, userId: string): Promise<void> {
  await stack.gateway.db.query(
    `insert into public.user_roles (user_id, role) values ($1, 'admin')`,
    [userId],
  );
}
