import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrentEngine, startStack, type Stack } from './support/stack.ts';

// Issue 38, the feed (20261130400100_feed_helpers_keep_their_plans.sql): Postgres never inlines a
// SQL function that has a SET clause or is SECURITY DEFINER, and parses and plans its body on every
// call. The feed's helpers were such functions, and the parser and planner took about half of every
// feed page. This walks what the feeds and the videos table's read policies call, and names any
// function on that path that would be parsed and planned again on every call.

interface Fn {
  name: string;
  language: string;
  secdef: boolean;
  config: string[] | null;
  src: string;
}

const FEEDS = ['public.get_public_videos', 'public.get_public_videos_page'];

async function functionsNamed(stack: Stack, names: string[]): Promise<Fn[]> {
  const { rows } = await stack.gateway.db.query<Fn>(
    `select n.nspname || '.' || p.proname as name, l.lanname as language, p.prosecdef as secdef,
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
 * Calls in a body or a policy. Bodies qualify every name; policies are shown unqualified for public
 * (is_admin()), so a bare name means public. Built-ins (coalesce, array_agg) match no row.
 */
const calledIn = (text: string) =>
  [...text.matchAll(/\b(?:(public|private|auth)\.)?([a-z_][a-z0-9_]*)\s*\(/gi)].map(
    (match) => `${match[1] ?? 'public'}.${match[2]}`,
  );

const replansEveryCall = (fn: Fn) =>
  fn.language === 'sql' && (fn.secdef || (fn.config !== null && fn.config.length > 0));

describe('what the feeds call keeps its plans (real Postgres)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ engine: concurrentEngine, countFoldIntervalMs: 0 });
  });
  afterAll(() => stack?.stop());

  it('calls no SQL function that is parsed and planned again on every call', async () => {
    const { rows: policies } = await stack.gateway.db.query<{ qual: string }>(
      `select qual from pg_policies
        where schemaname = 'public' and tablename = 'videos' and cmd in ('SELECT', 'ALL')`,
    );
    const seen = new Map<string, Fn>();
    let next = [...FEEDS, ...policies.flatMap((policy) => calledIn(policy.qual))];
    while (next.length > 0) {
      const found = await functionsNamed(
        stack,
        [...new Set(next)].filter((n) => !seen.has(n)),
      );
      found.forEach((fn) => seen.set(fn.name, fn));
      next = found.flatMap((fn) => calledIn(fn.src));
    }
    // The walk reached the helpers it is about.
    expect([...seen.keys()]).toEqual(
      expect.arrayContaining([
        ...FEEDS,
        'private.my_reported_video_ids',
        'private.my_blocked_user_ids',
        'private.promoted_video_id',
        'private.promoted_for_viewer',
        'private.feed_rows',
        'public.is_admin',
        'public.has_role',
      ]),
    );
    expect([...seen.values()].filter(replansEveryCall).map((fn) => fn.name)).toEqual([]);
  });
});
