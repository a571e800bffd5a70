/**
 * The server's rules the app shows, generated (issue 40 §2: client constants that restate server
 * rules are generated, never copied). `npm run gen:types` writes src/lib/server-rules.ts from the
 * database its migrations build, next to database.types.ts; tests/integration/gen-types.test.ts
 * fails when the committed file is stale. Sources, each the one place its rule lives:
 *   earning rules          public.earning_categories' rows (the migrations write them)
 *   minimum payout         private.minimum_payout()
 *   referral window        private.referral_window_days()
 *   watch and comment      private.watch_credit_seconds(), private.comment_earning_words()
 *   affiliate commission   the default of public.affiliates.commission_rate
 *   boost plans            the check boost_orders_price_matches_plan (and the edge functions'
 *                          _shared/boost-plans.ts, which must agree: the generator refuses otherwise)
 *   premium plans          supabase/functions/_shared/plans.ts (the checkout prices them there)
 *   upload limits          the buckets' file_size_limit; videos_duration_valid's maximum
 *   text limits            the check constraints on titles, comments, descriptions, tags, reasons
 */
import { BOOST_PLANS as FUNCTION_BOOST_PLANS } from '../supabase/functions/_shared/boost-plans.ts';
import { PREMIUM_PLANS as FUNCTION_PREMIUM_PLANS } from '../supabase/functions/_shared/plans.ts';
import type { Db } from '../supabase/local/src/db/types.ts';

interface EarningRow {
  category: string;
  daily_limit: number;
  weekly_limit: number;
  rate_per_action: string;
}

async function one<T>(db: Db, sql: string): Promise<T> {
  const { rows } = await db.query<T>(sql);
  if (rows.length !== 1) throw new Error(`gen:types: expected one row from: ${sql}`);
  return rows[0]!;
}

/** A check constraint as Postgres prints it. */
async function constraintDefinition(db: Db, name: string): Promise<string> {
  const { definition } = await one<{ definition: string }>(
    db,
    `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = '${name}'`,
  );
  return definition;
}

/** The numbers a check constraint compares with, in order: `(days, amount_cents) IN ((1, 100), …)`. */
async function constraintNumbers(db: Db, name: string): Promise<number[]> {
  const definition = await constraintDefinition(db, name);
  return [...definition.matchAll(/\(?(\d+(?:\.\d+)?)\)?(?:::numeric)?/g)].map((m) => Number(m[1]));
}

async function boostPlans(db: Db): Promise<Array<{ days: number; amountCents: number }>> {
  const numbers = await constraintNumbers(db, 'boost_orders_price_matches_plan');
  const plans = [];
  for (let i = 0; i + 1 < numbers.length; i += 2)
    plans.push({ days: numbers[i]!, amountCents: numbers[i + 1]! });
  const functions = Object.entries(FUNCTION_BOOST_PLANS).map(([days, plan]) => ({
    days: Number(days),
    amountCents: plan.amountCents,
  }));
  if (JSON.stringify(plans) !== JSON.stringify(functions))
    throw new Error(
      `gen:types: boost prices differ: the database allows ${JSON.stringify(plans)}, ` +
        `supabase/functions/_shared/boost-plans.ts charges ${JSON.stringify(functions)}`,
    );
  return plans;
}

/** The one limit a check constraint names (`is_clean_text(title, 100)`, `<= 2000`), or `pattern`'s. */
async function constraintLimit(db: Db, name: string, pattern?: RegExp): Promise<number> {
  const definition = await constraintDefinition(db, name);
  const found = pattern
    ? [pattern.exec(definition)?.[1]]
    : [...definition.matchAll(/(?:, |<= )\(?(\d+)\)?/g)].map((m) => m[1]);
  if (found.length !== 1 || found[0] === undefined)
    throw new Error(`gen:types: no single limit in ${name}: ${definition}`);
  return Number(found[0]);
}

async function textLimits(db: Db) {
  return {
    videoTitle: await constraintLimit(db, 'videos_title_valid'),
    comment: await constraintLimit(db, 'video_comments_body_valid'),
    premiumPostDescription: await constraintLimit(db, 'premium_posts_description_valid'),
    musicTitle: await constraintLimit(db, 'music_tracks_title_valid'),
    musicDescription: await constraintLimit(db, 'music_tracks_description_valid'),
    musicTags: await constraintLimit(db, 'music_tracks_tags_valid', /cardinality\(tags\) <= (\d+)/),
    payoutRejectionReason: await constraintLimit(db, 'payout_requests_rejection_reason_valid'),
    profileFullName: await constraintLimit(db, 'profiles_full_name_valid'),
    challengeText: await constraintLimit(db, 'challenges_description_valid'),
    challengeProductName: await constraintLimit(db, 'challenges_affiliate_product_name_valid'),
    challengeOptInName: await constraintLimit(db, 'challenge_email_optins_name_valid'),
    contactName: await constraintLimit(db, 'contact_messages_name_valid'),
    contactSubject: await constraintLimit(db, 'contact_messages_subject_valid'),
    contactMessage: await constraintLimit(db, 'contact_messages_message_valid'),
  };
}

async function bucketBytes(db: Db): Promise<Record<string, number>> {
  const { rows } = await db.query<{ id: string; bytes: string }>(
    `select id, file_size_limit::text as bytes from storage.buckets
      where file_size_limit is not null order by id`,
  );
  return Object.fromEntries(rows.map((row) => [row.id, Number(row.bytes)]));
}

async function maxVideoSeconds(db: Db): Promise<number> {
  const numbers = await constraintNumbers(db, 'videos_duration_valid');
  return Math.max(...numbers);
}

/** What the generated file holds, read from a migrated database. */
export async function readServerRules(db: Db) {
  const { rows: earning } = await db.query<EarningRow>(
    `select category, daily_limit, weekly_limit, rate_per_action::text as rate_per_action
       from public.earning_categories order by category`,
  );
  const scalars = await one<{
    minimum_payout: string;
    referral_window_days: number;
    watch_credit_seconds: number;
    comment_earning_words: number;
    commission_rate: string;
  }>(
    db,
    `select private.minimum_payout()::text as minimum_payout,
            private.referral_window_days() as referral_window_days,
            private.watch_credit_seconds() as watch_credit_seconds,
            private.comment_earning_words() as comment_earning_words,
            (select pg_get_expr(d.adbin, d.adrelid) from pg_attrdef d
               join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
              where d.adrelid = 'public.affiliates'::regclass and a.attname = 'commission_rate')
              as commission_rate`,
  );
  return {
    earningRules: earning.map((row) => ({
      category: row.category,
      dailyLimit: row.daily_limit,
      weeklyLimit: row.weekly_limit,
      ratePerAction: Number(row.rate_per_action),
    })),
    watchCreditSeconds: scalars.watch_credit_seconds,
    commentEarningWords: scalars.comment_earning_words,
    minimumPayout: Number(scalars.minimum_payout),
    referralWindowDays: scalars.referral_window_days,
    affiliateCommissionPercent: Number(/\d+(\.\d+)?/.exec(scalars.commission_rate)?.[0]),
    boostPlans: await boostPlans(db),
    premiumPlans: Object.fromEntries(
      Object.entries(FUNCTION_PREMIUM_PLANS).map(([type, plan]) => [
        type,
        { months: plan.months, amountCents: plan.amountCents },
      ]),
    ),
    bucketBytes: await bucketBytes(db),
    maxVideoSeconds: await maxVideoSeconds(db),
    textLimits: await textLimits(db),
  };
}

/** src/lib/server-rules.ts as generated, Prettier-formatted as the repository writes TypeScript. */
export async function generateServerRules(db: Db): Promise<string> {
  const rules = await readServerRules(db);
  const { format, resolveConfig } = await import('prettier');
  const options = await resolveConfig(new URL('../src/lib/server-rules.ts', import.meta.url));
  const text = `/**
 * Generated by \`npm run gen:types\` (scripts/gen-server-rules.ts) from the database the migrations
 * build and the edge functions' prices: do not edit. The server holds these rules; the app shows
 * them (and uses them where none can be read). tests/integration/gen-types.test.ts fails when this
 * file is stale.
 */
export const SERVER_RULES = ${JSON.stringify(rules, null, 2)} as const;
`;
  return format(text, { filepath: 'src/lib/server-rules.ts', ...options });
}
