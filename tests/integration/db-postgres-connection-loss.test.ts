import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../supabase/local/src/db/postgres.ts';
import type { Db } from '../../supabase/local/src/db/types.ts';
import { cloneTemplateDatabase, type ClonedDatabase } from './support/postgres-cluster.ts';

// A Postgres connection can die while a request holds it between two statements (a server
// restart, an administrator's pg_terminate_backend, a dropped database). That must fail the one
// request, never throw an unhandled 'error' event that takes the whole gateway down.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('supabase/local on Postgres when a connection dies', () => {
  let database: ClonedDatabase;
  let db: Db;
  beforeAll(async () => {
    const cloned = await cloneTemplateDatabase();
    if (!cloned) throw new Error('the integration run provides a Postgres cluster');
    database = cloned;
    db = await openPostgres(database.url, 2);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('fails only the transaction whose connection was terminated between its statements', async () => {
    const killed = db.transaction(async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
      await db.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      // The server's notice arrives while no statement of this transaction is running.
      await pause(200);
      await tx.query('select 1');
    });
    await expect(killed).rejects.toThrow();
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(
      (await db.transaction((tx) => tx.query<{ two: number }>('select 2 as two'))).rows,
    ).toEqual([{ two: 2 }]);
  });
});
