import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrentEngine, startStack, type Stack } from './support/stack.ts';

// Issue 38 (20261130400100_feed_helpers_keep_their_plans.sql, 20261130400200_write_helpers_keep_
// their_plans.sql): Postgres never inlines a SQL function that has a SET clause or is SECURITY
// DEFINER, and parses and plans its body on every call. The feeds' helpers were such functions (the
// parser and planner took about half of every feed page), and so were helpers of earnings, comments
// and signed-out views. This walks everything the hot paths run: the RPCs, the row-level policies,
// CHECK constraints and triggers of the tables they read or write, and what those call. It names
// any function on the way that would be parsed and planned again on every call.

interface Fn {
  name: string;
  language: string;
  volatility: string;
  args: number;
  secdef: boolean;
  config: string[] | null;
  src: string;
}

const FEEDS = ['public.get_public_videos', 'public.get_public_videos_page'];
/** What a feed page asks for beside its rows: the caller's likes, each card's comment button. */
const FEED_PAGE_EXTRAS = [
  'public.liked_video_ids',
  'public.get_comment_summary',
  'public.get_video_comments',
];
const WRITES = [
  'public.record_view',
  'public.set_like',
  'public.record_earning',
  'public.post_comment',
  'public.fold_video_counts',
];
const WRITTEN_TABLES = ['videos', 'video_views', 'video_likes', 'video_comments', 'user_earnings'];

async function functionsNamed(stack: Stack, names: string[]): Promise<Fn[]> {
  const { rows } = await stack.gateway.db.query<Fn>(
    `select n.nspname || '.' || p.proname as name, l.lanname as language,
            p.provolatile as volatility, p.pronargs as args, p.prosecdef as secdef,
            p.proconfig as config, p.prosrc as src
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_language l on l.oid = p.prolang
      where n.nspname || '.' || p.proname = any ($1)`,
    [names],
  );
  return rows;
}

/**
 * Policies' expressions for `commands` on public `tables`; for writes, also the tables' CHECK
 * constraints and triggers.
 */
async function tableRules(stack: Stack, tables: string[], commands: string[]) {
  const writes = commands.some((command) => command !== 'SELECT');
  const { rows } = await stack.gateway.db.query<{ text: string }>(
    `select coalesce(qual, '') || ' ' || coalesce(with_check, '') as text from pg_policies
      where schemaname = 'public' and tablename = any ($1) and cmd = any ($2)
     union all
     select pg_get_constraintdef(c.oid) from pg_constraint c
      where $3 and c.contype = 'c'
        and c.conrelid = any (select ('public.' || t)::regclass from unnest($1::text[]) t)
     union all
     select n.nspname || '.' || p.proname || '()' from pg_trigger g
       join pg_proc p on p.oid = g.tgfoid join pg_namespace n on n.oid = p.pronamespace
      where $3 and not g.tgisinternal
        and g.tgrelid = any (select ('public.' || t)::regclass from unnest($1::text[]) t)`,
    [tables, [...commands, 'ALL'], writes],
  );
  return rows.map((row) => row.text);
}

/**
 * Calls in a body, a policy or a constraint. Bodies qualify every name; policies and constraints
 * are shown unqualified for public (is_admin()), so a bare name means public. Built-ins (coalesce,
 * array_agg) match no row.
 */
const calledIn = (text: string) =>
  [...text.matchAll(/\b(?:(public|private|auth)\.)?([a-z_][a-z0-9_]*)\s*\(/gi)].map(
    (match) => `${match[1] ?? 'public'}.${match[2]}`,
  );

/** Everything reachable from `roots` (function names, or texts that call functions). */
async function reachable(stack: Stack, roots: string[]): Promise<Map<string, Fn>> {
  const seen = new Map<string, Fn>();
  let next = roots.flatMap(calledIn);
  while (next.length > 0) {
    const found = await functionsNamed(
      stack,
      [...new Set(next)].filter((n) => !seen.has(n)),
    );
    found.forEach((fn) => seen.set(fn.name, fn));
    next = found.flatMap((fn) => calledIn(fn.src));
  }
  return seen;
}

/** A constant (immutable, no arguments) is folded into its caller's plan, so it runs once. */
const replansEveryCall = (fn: Fn) =>
  fn.language === 'sql' &&
  (fn.secdef || (fn.config?.length ?? 0) > 0) &&
  !(fn.volatility === 'i' && fn.args === 0);

const replanned = (seen: Map<string, Fn>) =>
  [...seen.values()].filter(replansEveryCall).map((fn) => fn.name);

describe('what the hot paths call keeps its plans (real Postgres)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ engine: concurrentEngine, countFoldIntervalMs: 0 });
  });
  afterAll(() => stack?.stop());

  it('the feeds, what a feed page asks for beside them, and the videos read policies', async () => {
    const roots = [
      ...[...FEEDS, ...FEED_PAGE_EXTRAS].map((name) => `${name}()`),
      ...(await tableRules(stack, ['videos'], ['SELECT'])),
    ];
    const seen = await reachable(stack, roots);
    // The walk reached the helpers it is about.
    expect([...seen.keys()]).toEqual(
      expect.arrayContaining([
        ...FEEDS,
        ...FEED_PAGE_EXTRAS,
        'private.my_reported_video_ids',
        'private.my_blocked_user_ids',
        'private.promoted_video_id',
        'private.promoted_for_viewer',
        'private.feed_rows',
        'public.is_admin',
        'public.has_role',
      ]),
    );
    expect(replanned(seen)).toEqual([]);
  });

  it('views, likes, earnings, comments and the fold, with the tables they write', async () => {
    const roots = [
      ...WRITES.map((name) => `${name}()`),
      ...(await tableRules(stack, WRITTEN_TABLES, ['INSERT', 'UPDATE', 'DELETE'])),
    ];
    const seen = await reachable(stack, roots);
    expect([...seen.keys()]).toEqual(
      expect.arrayContaining([
        ...WRITES,
        'public.is_premium',
        'private.earning_week_full',
        'private.earning_result',
        'private.member_display_name',
        'private.is_clean_text',
        'private.is_safe_text',
        'private.device_id_signature',
        'private.base64url',
        'private.require_video',
        'private.count_video_like',
      ]),
    );
    expect(replanned(seen)).toEqual([]);
  });
});
