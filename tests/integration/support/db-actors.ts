import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from './stack.ts';
import { clientWithToken, mintToken } from './storage.ts';

/** Someone calling the Data API: the anon key alone, or a signed-in user with a real auth.users row. */
export interface Actor {
  name: string;
  id: string | null;
  email: string | null;
  client: SupabaseClient;
}

export interface SignedInActor extends Actor {
  id: string;
  email: string;
}

export function anonActor(stack: Stack): Actor {
  return { name: 'anon', id: null, email: null, client: stack.client() };
}

/**
 * A confirmed user made through the Auth admin API (so the profile trigger runs as in production),
 * acting with an access token signed like GoTrue's. Minting the token keeps tests clear of the
 * sign-in rate limits.
 */
export async function userActor(
  stack: Stack,
  name: string,
  fullName = `Test ${name}`,
): Promise<SignedInActor> {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const { data, error } = await stack.client(stack.serviceRoleKey).auth.admin.createUser({
    email,
    password: 'correct-horse-1',
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  const id = data.user.id;
  // iss as GoTrue signs it: the database reads this project's API origin from it (uploads' URLs).
  const token = await mintToken(stack, {
    iss: `${stack.url}/auth/v1`,
    sub: id,
    role: 'authenticated',
    aud: 'authenticated',
    email,
  });
  return { name, id, email, client: clientWithToken(stack, token) };
}

/** Several users at once, typed as a tuple of the names given. */
export async function userActors<const Names extends readonly string[]>(
  stack: Stack,
  names: Names,
): Promise<{ [K in keyof Names]: SignedInActor }> {
  return (await Promise.all(names.map((name) => userActor(stack, name)))) as {
    [K in keyof Names]: SignedInActor;
  };
}

/** Makes the user an active premium member, as the payment webhook would. */
export async function makePremium(stack: Stack, userId: string, plan = 'monthly'): Promise<void> {
  await stack.gateway.db.query(
    `insert into public.premium_subscribers (user_id, subscription_status, plan_type, current_period_end)
     values ($1, 'active', $2, now() + interval '30 days')
     on conflict (user_id) do update set subscription_status = 'active', current_period_end = excluded.current_period_end`,
    [userId, plan],
  );
}

export async function makeAdmin(stack: Stack, userId: string): Promise<void> {
  await stack.gateway.db.query(
    `insert into public.user_roles (user_id, role) values ($1, 'admin')`,
    [userId],
  );
}

/** The service_role client edge functions use. */
export function serviceClient(stack: Stack): SupabaseClient {
  return stack.client(stack.serviceRoleKey);
}

/** Inserts an approved video owned by `userId` (or a sample when null) straight into the table. */
export async function insertVideo(
  stack: Stack,
  userId: string | null,
  overrides: Record<string, string | number | boolean | null> = {},
): Promise<string> {
  const id = (overrides.id as string | undefined) ?? `vid-${randomUUID()}`;
  const row: Record<string, string | number | boolean | null> = {
    title: 'Fixture video',
    video_url: userId ? `https://cdn.example.com/${id}.webm` : `/samples/${id}.webm`,
    category: 'comedy',
    ...overrides,
    id,
    user_id: userId,
  };
  const columns = Object.keys(row);
  await stack.gateway.db.query(
    `insert into public.videos (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
  return id;
}

/**
 * Folds pending view and like events into videos.views / likes_count now, as pg_cron (hosted) and
 * supabase/local's timer do every second; returns how many events it added.
 */
export async function foldCounts(stack: Stack): Promise<number> {
  const { rows } = await stack.gateway.db.query<{ folded: number }>(
    'select public.fold_video_counts() as folded',
  );
  return Number(rows[0]?.folded ?? 0);
}

/** One row read as the database superuser, for asserting what really got written. */
export async function rowOf<T = Record<string, unknown>>(
  stack: Stack,
  sql: string,
  params: unknown[] = [],
): Promise<T | undefined> {
  const { rows } = await stack.gateway.db.query<T>(sql, params);
  return rows[0];
}

export async function countOf(stack: Stack, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await stack.gateway.db.query<{ n: string | number }>(
    `select count(*) as n from (${sql}) counted`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Credits `dollars` of share earnings (the ledger is server-written; fixtures use the superuser). */
export async function creditEarnings(stack: Stack, userId: string, dollars: number): Promise<void> {
  await stack.gateway.db.query(
    `insert into public.user_earnings (user_id, category, amount, target, idempotency_key)
     select $1, 'share', 1, 'credit-' || gen_random_uuid(), gen_random_uuid() from generate_series(1, $2::int)`,
    [userId, Math.floor(dollars)],
  );
  const cents = Math.round((dollars % 1) * 100);
  if (cents > 0) {
    await stack.gateway.db.query(
      `insert into public.user_earnings (user_id, category, amount, target, idempotency_key)
       values ($1, 'share', $2, 'credit-' || gen_random_uuid(), gen_random_uuid())`,
      [userId, cents / 100],
    );
  }
}

/** Gives the user a PayPal payout method, which request_payout needs (written as the superuser). */
export async function addPayoutMethod(stack: Stack, userId: string): Promise<void> {
  await stack.gateway.db.query(
    `insert into public.payout_methods (user_id, payout_method, payout_details)
     values ($1::uuid, 'paypal', jsonb_build_object('paypalEmail', 'payee-' || left($1::text, 8) || '@example.com'))
     on conflict (user_id) do nothing`,
    [userId],
  );
}
