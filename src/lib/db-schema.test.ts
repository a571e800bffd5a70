import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { declareSchema } from './db';

// A database of its own, so the app's shared `db` is left alone.
const NAME = 'laughloop-schema-test';
let opened: Dexie[] = [];
const open = (database: Dexie) => {
  opened.push(database);
  return database.open();
};

afterEach(async () => {
  for (const database of opened) database.close();
  opened = [];
  await Dexie.delete(NAME);
});

/** Every table a version 5 database has. */
const VERSION_FIVE_TABLES = [
  'blobs',
  'chunks',
  'mediaChunks',
  'notices',
  'outbox',
  'settings',
  'shares',
  'takes',
  'uploads',
];

describe('the Dexie schema', () => {
  it('drops lists and offlineVideos from a version 4 database and keeps every other row', async () => {
    const old = new Dexie(NAME);
    declareSchema(old, 4);
    await open(old);
    await old.table('lists').put({ key: 'home', rows: [], savedAt: 1 });
    await old.table('offlineVideos').put({ url: '/v.webm', videoId: 'v', bytes: 1, savedAt: 1 });
    await old.table('settings').put({ key: 'wifi-only', value: true });
    await old.table('outbox').put({ id: 'item', kind: 'set-like', status: 'queued' });
    old.close();

    const upgraded = new Dexie(NAME);
    declareSchema(upgraded);
    await open(upgraded);
    expect(upgraded.verno).toBe(5);
    const stores = [...upgraded.backendDB().objectStoreNames].sort();
    expect(stores).toEqual(VERSION_FIVE_TABLES);
    expect(await upgraded.table('settings').get('wifi-only')).toEqual({
      key: 'wifi-only',
      value: true,
    });
    expect(await upgraded.table('outbox').get('item')).toMatchObject({ kind: 'set-like' });
  });

  it('creates a new device’s database without them', async () => {
    const fresh = new Dexie(NAME);
    declareSchema(fresh);
    await open(fresh);
    expect(fresh.tables.map((table) => table.name).sort()).toEqual(VERSION_FIVE_TABLES);
    expect([...fresh.backendDB().objectStoreNames]).not.toContain('lists');
  });
});
