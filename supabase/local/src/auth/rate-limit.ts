import type { Db, Queryable } from '../db/types.ts';
import { tooManyRequests } from './errors.ts';

export interface Limit {
  key: string;
  /** Attempts allowed per window; the next one is refused. */
  max: number;
}

const WINDOW = `interval '5 minutes'`;

/** Failed token verifications allowed per client IP and window (GoTrue's token_verifications). */
export const VERIFY_FAILURE_LIMIT = 30;

const limitReached = () => tooManyRequests('over_request_rate_limit', 'Request rate limit reached');

async function recentAttempts(q: Queryable, key: string): Promise<number> {
  // The lock makes count-then-insert atomic per key on a real server; keys are locked in the
  // callers' fixed order (email before IP), so two requests cannot deadlock.
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
  await q.query(
    `delete from auth.sign_in_attempts where key = $1 and attempted_at <= now() - ${WINDOW}`,
    [key],
  );
  const { rows } = await q.query<{ count: number }>(
    'select count(*)::int as count from auth.sign_in_attempts where key = $1',
    [key],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Counts one attempt against every limit, refusing with 429 when any of them is used up. A
 * refused attempt is not counted, so waiting out the window always helps.
 */
export async function consumeAttempt(db: Db, limits: Limit[]): Promise<void> {
  const allowed = await db.transaction(async (tx) => {
    for (const limit of limits) {
      if ((await recentAttempts(tx, limit.key)) >= limit.max) return false;
    }
    for (const limit of limits) {
      await tx.query('insert into auth.sign_in_attempts (key) values ($1)', [limit.key]);
    }
    return true;
  });
  if (!allowed) throw limitReached();
}

/** Refuses when the key has used up its limit, without counting this request. */
export async function assertUnderLimit(db: Db, limit: Limit): Promise<void> {
  const count = await db.transaction((tx) => recentAttempts(tx, limit.key));
  if (count >= limit.max) throw limitReached();
}

export async function recordAttempt(db: Db, key: string): Promise<void> {
  await db.query('insert into auth.sign_in_attempts (key) values ($1)', [key]);
}

/**
 * Auth's own mails (sent when no Send Email hook is configured) allowed per recipient address an
 * hour. GoTrue bounds them per user (max_frequency) and per project (rate_limit_email_sent); this
 * bounds each inbox, as LaughLoop caps every mail it sends (with the hook, the app's
 * claim_mail_send does). Kept in the same ledger as the sign-in attempts, under `mail:<address>`.
 */
export const OWN_MAIL_LIMIT = 5;

export async function claimOwnMail(db: Db, address: string): Promise<void> {
  const key = `mail:${address.trim().toLowerCase()}`;
  const allowed = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
    await tx.query(
      `delete from auth.sign_in_attempts where key = $1 and attempted_at <= now() - interval '1 hour'`,
      [key],
    );
    const { rows } = await tx.query<{ count: number }>(
      'select count(*)::int as count from auth.sign_in_attempts where key = $1',
      [key],
    );
    if ((rows[0]?.count ?? 0) >= OWN_MAIL_LIMIT) return false;
    await tx.query('insert into auth.sign_in_attempts (key) values ($1)', [key]);
    return true;
  });
  if (!allowed) throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');
}
