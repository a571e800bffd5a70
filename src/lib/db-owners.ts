import type { Tables } from './db';

export interface TableOwner {
  /** Where the table's row type may be used: the owning feature (or src/lib). */
  area: string;
  /** The only modules that read or write the table; a path ending in '/' covers a folder. */
  modules: readonly string[];
}

/**
 * Who owns each Dexie table (design.md: features own their data). Everyone else asks the owner:
 * the outbox through src/lib/outbox-port.ts, the recorder's takes through src/lib/takes-port.ts,
 * settings through src/lib/settings.ts.
 * db-owners.test.ts checks every file in src against this map; a new table without an owner
 * does not compile.
 */
export const TABLE_OWNERS = {
  takes: { area: 'src/features/recorder/', modules: ['src/features/recorder/data/'] },
  chunks: { area: 'src/features/recorder/', modules: ['src/features/recorder/data/'] },
  outbox: { area: 'src/features/outbox/', modules: ['src/features/outbox/data/'] },
  blobs: { area: 'src/features/outbox/', modules: ['src/features/outbox/data/'] },
  // The pieces of a file a job writes as it goes: part of an item's media, deleted with it.
  mediaChunks: { area: 'src/features/outbox/', modules: ['src/features/outbox/data/'] },
  // tus resume URLs are part of an outbox item: removed in the same transaction as the item.
  uploads: { area: 'src/features/outbox/', modules: ['src/features/outbox/data/'] },
  settings: { area: 'src/lib/', modules: ['src/lib/settings'] },
  notices: { area: 'src/features/outbox/', modules: ['src/features/outbox/data/'] },
  shares: { area: 'src/features/submit/', modules: ['src/features/submit/data/'] },
} as const satisfies { [T in keyof Tables]: TableOwner };

export type TableName = keyof typeof TABLE_OWNERS;

/** Each row type names its table, so a row type used outside the owner is caught too. */
export const ROW_TYPE_TABLES: Readonly<Record<string, TableName>> = {
  TakeRow: 'takes',
  ChunkRow: 'chunks',
  OutboxRow: 'outbox',
  OutboxStatus: 'outbox',
  BlobRow: 'blobs',
  MediaChunkRow: 'mediaChunks',
  UploadResumeRow: 'uploads',
  SettingRow: 'settings',
  NoticeRow: 'notices',
  ShareRow: 'shares',
};
