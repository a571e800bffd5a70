import type { Db } from '../db/types.ts';
import { tooManyRequests } from './errors.ts';

/**
 * Auth's own mails (sent when no Send Email hook is configured) allowed per recipient address an
 * hour. GoTrue bounds them per user (max_frequency) and per project (rate_limit_email_sent); this
 * bounds each inbox, as LaughLoop caps every mail it sends (with the hook, the app's
 * claim_mail_send does). Kept in auth.sign_in_attempts (bootstrap 02; only these keys now), under
 * `mail:<address>`.
 */
const OWN_MAIL_LIMIT = 5;

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
