import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startStack, type Stack } from './support/stack.ts';

// Catalogue checks over everything the migrations create, so a new table or function cannot skip
// the house rules: RLS on every table, pinned search_path and no PUBLIC execute on SECURITY
// DEFINER functions, an index leading with every foreign-key column, created_at everywhere.

describe.each(engines)('schema hygiene on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  const names = async (sql: string) =>
    (await stack.gateway.db.query<{ name: string }>(sql)).rows.map((row) => row.name);

  it('enables row-level security on every public table', async () => {
    expect(
      await names(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
                          where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`),
    ).toEqual([]);
    expect(
      (
        await names(`select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
                           where n.nspname = 'public' and c.relkind = 'r'`)
      ).length,
    ).toBeGreaterThanOrEqual(24);
  });

  it('pins search_path on every SECURITY DEFINER function and never grants them to PUBLIC', async () => {
    const definers = `select p.oid, n.nspname || '.' || p.proname as name, p.proconfig, p.proacl
                        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                       where n.nspname in ('public', 'private') and p.prosecdef`;
    expect(
      await names(`select name from (${definers}) d
                         where not exists (select 1 from unnest(coalesce(d.proconfig, '{}')) c where c like 'search_path=%')`),
    ).toEqual([]);
    expect(
      await names(`select name from (${definers}) d where d.proacl is null
                          or exists (select 1 from aclexplode(d.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE')`),
    ).toEqual([]);
    expect((await names(definers)).length).toBeGreaterThan(25);
  });

  it('indexes the leading column of every foreign key', async () => {
    expect(
      await names(`
      select c.conrelid::regclass::text || '.' || a.attname as name
        from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'f' and n.nspname = 'public'
         and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`),
    ).toEqual([]);
  });

  it('gives every public table a created_at, and every table with updated_at its trigger', async () => {
    expect(
      await names(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
                          where n.nspname = 'public' and c.relkind = 'r'
                            and not exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'created_at')`),
    ).toEqual([]);
    expect(
      await names(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
                          where n.nspname = 'public' and c.relkind = 'r'
                            and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'updated_at')
                            and not exists (select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
                                             where t.tgrelid = c.oid and p.proname = 'set_updated_at')`),
    ).toEqual([]);
  });
});
