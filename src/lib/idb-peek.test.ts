import { afterEach, describe, expect, it } from 'vitest';
import { APP_DATABASE, peekRow, putRowIfPresent } from './idb-peek';

async function deleteDatabase(): Promise<void> {
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(APP_DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((info) => info.name ?? '');
}

afterEach(async () => {
  const { db } = await import('./db');
  db.close();
  await deleteDatabase();
});

describe('idb-peek', () => {
  it('names the database Dexie opens', async () => {
    const { db } = await import('./db');
    expect(db.name).toBe(APP_DATABASE);
  });

  it('answers "not there" without creating the database', async () => {
    expect(await peekRow('lists', 'home')).toBeNull();
    expect(await putRowIfPresent('lists', { key: 'home', rows: [], savedAt: 1 })).toBe(false);
    expect(await databaseNames()).not.toContain(APP_DATABASE);
  });

  it('reads and writes rows that Dexie sees, once Dexie made the database', async () => {
    const { db } = await import('./db');
    await db.open();
    await db.lists.put({ key: 'shorts', rows: [{ id: 'a' }], savedAt: 5 });
    expect(await peekRow('lists', 'shorts')).toEqual({
      key: 'shorts',
      rows: [{ id: 'a' }],
      savedAt: 5,
    });
    expect(await putRowIfPresent('lists', { key: 'home', rows: [{ id: 'b' }], savedAt: 6 })).toBe(
      true,
    );
    expect(await db.lists.get('home')).toEqual({ key: 'home', rows: [{ id: 'b' }], savedAt: 6 });
    expect(await peekRow('no-such-table', 'x')).toBeNull();
  });
});
