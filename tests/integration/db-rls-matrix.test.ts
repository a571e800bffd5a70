import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf } from './support/db-actors.ts';
import { TABLES, type TableRules } from './support/rls-tables.ts';
import { ACTOR_NAMES, buildRlsWorld, type ActorName, type RlsWorld } from './support/rls-world.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// Every table x {anon, user A, user B, premium user, admin} x {select, insert, update, delete},
// through supabase-js against /rest/v1, driven by the expectations in support/rls-tables.ts.
// A refusal must come back as 42501 or as "nothing matched", and the database is checked
// afterwards to prove nothing was written.

type Cell = [string, ActorName, TableRules];
const cells: Cell[] = TABLES.flatMap((rules) =>
  ACTOR_NAMES.map((actor): Cell => [rules.table, actor, rules]),
);

function expectRefusal(error: { code?: string } | null) {
  if (error) expect(error.code).toBe('42501');
}

describe.each(parityEngines)('RLS matrix on %s', (engine) => {
  let stack: Stack;
  let w: RlsWorld;
  beforeAll(async () => {
    stack = await startStack({ engine });
    w = await buildRlsWorld(stack);
  });
  afterAll(() => stack?.stop());

  /** Primary keys the superuser finds with the table's predicate for this actor. */
  async function expectedKeys(
    rules: TableRules,
    predicate: string,
    actor: ActorName,
  ): Promise<string[]> {
    const who = w.actors[actor];
    const { rows } = await stack.gateway.db.query<{ key: string }>(
      `select t.${rules.pk}::text as key from public.${rules.table} t,
              (select $1::uuid as uid, $2::text as email) me
        where ${predicate} order by 1`,
      [who.id, who.email],
    );
    return rows.map((row) => row.key);
  }

  async function holds(
    rules: TableRules,
    key: string,
    patch: Record<string, unknown>,
  ): Promise<boolean> {
    return (
      (await countOf(
        stack,
        `select 1 from public.${rules.table} t where t.${rules.pk}::text = $1 and to_jsonb(t) @> $2::jsonb`,
        [key, JSON.stringify(patch)],
      )) === 1
    );
  }

  it.each(cells)('%s: select as %s', async (_table, actor, rules) => {
    const expectation = rules.select[actor];
    const { data, error } = await w.actors[actor].client.from(rules.table).select(rules.pk);
    if (expectation === 'denied') {
      expect(error?.code).toBe('42501');
      expect(data).toBeNull();
      return;
    }
    expect(error).toBeNull();
    const got = (data as unknown as Record<string, unknown>[])
      .map((row) => String(row[rules.pk]))
      .sort();
    const want = await expectedKeys(rules, expectation, actor);
    expect(got).toEqual([...want].sort());
  });

  it.each(cells)('%s: insert as %s', async (table, actor, rules) => {
    const before = await countOf(stack, `select 1 from public.${table}`);
    const { error } = await w.actors[actor].client.from(table).insert(rules.insert.row(w, actor));
    const after = await countOf(stack, `select 1 from public.${table}`);
    if (rules.insert.allowed.includes(actor)) {
      expect(error).toBeNull();
      expect(after).toBe(before + 1);
    } else {
      expect(error?.code).toBe('42501');
      expect(after).toBe(before);
    }
  });

  it.each(cells)('%s: update as %s', async (table, actor, rules) => {
    const key = await rules.target(w);
    expect(await holds(rules, key, rules.update.patch)).toBe(false);
    const { error } = await w.actors[actor].client
      .from(table)
      .update(rules.update.patch)
      .eq(rules.pk, key);
    if (rules.update.allowed.includes(actor)) {
      expect(error).toBeNull();
      expect(await holds(rules, key, rules.update.patch)).toBe(true);
    } else {
      expectRefusal(error);
      expect(await holds(rules, key, rules.update.patch)).toBe(false);
    }
  });

  it.each(cells)('%s: delete as %s', async (table, actor, rules) => {
    const key = await rules.target(w);
    const { error } = await w.actors[actor].client.from(table).delete().eq(rules.pk, key);
    const remaining = await countOf(
      stack,
      `select 1 from public.${table} t where t.${rules.pk}::text = $1`,
      [key],
    );
    if (rules.delete.allowed.includes(actor)) {
      expect(error).toBeNull();
      expect(remaining).toBe(0);
    } else {
      expectRefusal(error);
      expect(remaining).toBe(1);
    }
  });
});
