import type { LocalContext } from '../context.ts';
import type { Db, Queryable } from '../db/types.ts';
import { limitedAddress, requestClientAddress } from '../http/client-address.ts';
import { tooManyRequests } from './errors.ts';
import { authRateLimits, type AuthRateLimits } from './rate-limit-settings.ts';

/**
 * GoTrue's request limits (internal/api/apilimiter): one token bucket per limit and client
 * address, never per account, so nobody can use up someone else's allowance. Each endpoint has
 * its own bucket even where two share a setting, as each of GoTrue's limiters keeps its own.
 */
export type IpLimit =
  | 'token'
  | 'verify'
  | 'signup'
  | 'recover'
  | 'resend'
  | 'magiclink'
  | 'otp'
  | 'user'
  | 'anonymous'
  | 'web3';

interface Bucket {
  burst: number;
  perSecond: number;
}

const FIVE_MINUTES = 5 * 60;
/** newLimiterPer5mOver1h and the others: SetBurst(30) whatever the rate. */
const GOTRUE_BURST = 30;

const per5Minutes = (rate: number): Bucket => ({
  burst: GOTRUE_BURST,
  perSecond: rate / FIVE_MINUTES,
});

/** How GoTrue builds each limiter from its setting (apilimiter.New). */
export function bucketFor(limit: IpLimit, limits: AuthRateLimits): Bucket {
  switch (limit) {
    case 'token':
      return per5Minutes(limits.tokenRefresh);
    case 'verify':
      return per5Minutes(limits.tokenVerifications);
    case 'web3':
      return per5Minutes(limits.web3);
    case 'anonymous':
      // The one limiter whose burst is its rate, refilled over an hour.
      return { burst: limits.anonymousUsers, perSecond: limits.anonymousUsers / 3600 };
    default:
      return per5Minutes(limits.signInSignUps);
  }
}

const requestLimitReached = () =>
  tooManyRequests('over_request_rate_limit', 'Request rate limit reached');

async function takeToken(db: Db, key: string, bucket: Bucket): Promise<boolean> {
  if (bucket.burst < 1) return false;
  const { rows } = await db.query<{ allowed: boolean }>(
    'select auth.take_rate_limit_token($1, $2, $3) as allowed',
    [key, bucket.burst, bucket.perSecond],
  );
  forgetIdleBuckets(db);
  return rows[0]?.allowed === true;
}

let taken = 0;
/** Now and then drops buckets idle for an hour (full again, as GoTrue's expire after an hour). */
function forgetIdleBuckets(db: Db): void {
  taken += 1;
  if (taken % 500 !== 0) return;
  void db
    .query(`delete from auth.rate_limit_buckets where updated_at < now() - interval '1 hour'`)
    .catch(() => undefined);
}

/**
 * Counts the request against the limit for its client address (the gateway's cf-connecting-ip;
 * an IPv6 address by its /64),
 * refusing with GoTrue's `429 over_request_rate_limit` when that address has used it up. A
 * refused request takes nothing, so waiting always helps.
 */
async function limitByIp(ctx: LocalContext, req: Request, limit: IpLimit): Promise<void> {
  const bucket = bucketFor(limit, authRateLimits(ctx.config));
  const key = `ip:${limit}:${limitedAddress(requestClientAddress(req))}`;
  if (!(await takeToken(ctx.db, key, bucket))) throw requestLimitReached();
}

/**
 * GoTrue's limiterOpts.Email: auth mails per hour for the whole project (email_sent, which the
 * CLI applies only with [auth.email.smtp]), not taken with autoconfirm, as GoTrue skips it.
 */
async function claimEmailSend(ctx: LocalContext): Promise<void> {
  if (ctx.config.autoconfirm) return;
  const perHour = authRateLimits(ctx.config).emailSent;
  const bucket = { burst: perHour, perSecond: perHour / 3600 };
  if (!(await takeToken(ctx.db, 'project:email_sent', bucket))) {
    throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');
  }
}

/** The route-level limits, by the name of the GoTrue limiter an endpoint uses. */
export const limits = {
  /** POST /token: every grant but web3 (GoTrue's Token limiter, token_refresh). */
  token: (ctx: LocalContext, req: Request) => limitByIp(ctx, req, 'token'),
  /** GET and POST /verify, every request, before anything is looked at (token_verifications). */
  verify: (ctx: LocalContext, req: Request) => limitByIp(ctx, req, 'verify'),
  /** /signup, /recover, /resend, /magiclink, /otp, PUT /user: each its own bucket (sign_in_sign_ups). */
  otp: (
    ctx: LocalContext,
    req: Request,
    endpoint: 'signup' | 'recover' | 'resend' | 'magiclink' | 'otp' | 'user',
  ) => limitByIp(ctx, req, endpoint),
  /** Auth mails, project-wide (email_sent). */
  emailSent: claimEmailSend,
};

/** auth.users columns that hold the hash of an emailed (or texted) code. */
export type CodeColumn =
  | 'confirmation_token'
  | 'recovery_token'
  | 'reauthentication_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'phone_change_token';

/**
 * Wrong codes allowed against one emailed code, from whatever addresses: after the fifth, the
 * typed code never verifies again (a new one must be asked for). GoTrue relies on its per-IP
 * verify limit alone, which any number of addresses multiply; five guesses leave a 6-digit code
 * 5 in 10^6. The mailed link (the 224-bit hash) still works, so a stranger's guesses cannot keep
 * the owner from confirming or recovering their account.
 */
const CODE_FAILURE_LIMIT = 5;

/**
 * Serialises the guesses at one account's codes: call it first in the transaction that checks a
 * typed code, so concurrent guesses are compared and counted one after the other and never more
 * than CODE_FAILURE_LIMIT meet a live code.
 */
export async function lockCodeGuesses(tx: Queryable, email: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
    `code:${email.trim().toLowerCase()}`,
  ]);
}

async function failuresOf(
  tx: Queryable,
  userId: string,
  column: CodeColumn,
): Promise<{ failures: number; hash: string } | null> {
  const { rows } = await tx.query<{ failures: number; hash: string }>(
    `select f.failures, f.token_hash as hash from auth.code_failures f
       join auth.users u on u.id = f.user_id and u.${column} = f.token_hash
      where f.user_id = $1 and f.token_column = $2`,
    [userId, column],
  );
  return rows[0] ?? null;
}

/** True when the account's current code in `column` has had CODE_FAILURE_LIMIT wrong guesses. */
export async function isCodeBurnt(
  tx: Queryable,
  userId: string,
  column: CodeColumn,
): Promise<boolean> {
  return ((await failuresOf(tx, userId, column))?.failures ?? 0) >= CODE_FAILURE_LIMIT;
}

/**
 * Counts a wrong typed code against the account's live code in `column`, in the transaction
 * that compared it (commit it, then refuse). A burnt code or an empty column counts nothing: no
 * code was compared.
 */
export async function countWrongCode(
  tx: Queryable,
  userId: string,
  column: CodeColumn,
): Promise<void> {
  if (await isCodeBurnt(tx, userId, column)) return;
  await tx.query(
    `insert into auth.code_failures as f (user_id, token_column, token_hash, failures)
     select u.id, $2, u.${column}, 1 from auth.users u
      where u.id = $1 and coalesce(u.${column}, '') <> ''
     on conflict (user_id, token_column) do update
       set failures = case when f.token_hash = excluded.token_hash then f.failures + 1 else 1 end,
           token_hash = excluded.token_hash`,
    [userId, column],
  );
}
