import { mkdir } from 'node:fs/promises';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Db, Queryable, QueryResult } from './types.ts';

type PgliteLike = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;
type Serializers = Record<number, (value: unknown) => string>;

/**
 * A string parameter goes to Postgres as it is, whatever the parameter's type, as node-postgres
 * sends it: Postgres then parses it and a bad value is its own error (`?flag=eq.x` is 22P02, a
 * 400). PGlite's own serializers would throw a plain Error first ("Invalid input for boolean
 * type"), which is no SQLSTATE and so a 500. Other values keep PGlite's serializers.
 */
function textAsIs(defaults: Serializers): Serializers {
  return new Proxy(defaults, {
    get: (target, oid) => (value: unknown) =>
      typeof value === 'string' ? value : (target[Number(oid)]?.(value) ?? String(value)),
  });
}

function wrap(target: PgliteLike, serializers: Serializers): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params, { serializers });
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * PGlite in a data directory. It is a single superuser session: transactions run one at a time,
 * so every request must `set local role` for RLS to apply.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  await mkdir(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir, {
    extensions: { pgcrypto, uuid_ossp },
    // Match node-postgres: int8 as text, never a BigInt that JSON.stringify rejects.
    parsers: { [types.INT8]: (value: string) => value },
  });
  const serializers = textAsIs(lite.serializers as Serializers);
  const base = wrap(lite, serializers);
  return {
    kind: 'pglite',
    url: undefined,
    query: base.query,
    exec: base.exec,
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx, serializers))),
    close: () => lite.close(),
  };
}
