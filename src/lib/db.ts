import type { ChallengeEntryIntent } from './challenge-entry';
import Dexie, { type EntityTable } from 'dexie';
import { releaseTransactionsOnPageHide, trackTransaction } from './idb-transactions';

/** A recording in progress or finished; its media lives in `chunks`, one row per timeslice. */
export interface TakeRow {
  id: string;
  mimeType: string;
  startedAt: number;
  /** Seconds recorded so far (updated with every chunk). */
  duration: number;
  status: 'recording' | 'recorded' | 'queued' | 'uploaded';
  bytes: number;
  updatedAt: number;
  /** The challenge the take was recorded for, with its entry ticket once the server issued one. */
  entry?: ChallengeEntryIntent;
}

export interface ChunkRow {
  id?: number;
  takeId: string;
  seq: number;
  /**
   * The timeslice's bytes. Written as an ArrayBuffer: WebKit's ephemeral sessions (Safari private
   * tabs) refuse Blobs in IndexedDB (design decision 9). Rows saved before that change hold a Blob
   * and stay readable; `new Blob([...])` takes either.
   */
  data: ArrayBuffer | Blob;
}

export type OutboxStatus = 'queued' | 'running' | 'processing' | 'failed' | 'done' | 'cancelled';

/** One write made by the user that must reach the server exactly once (design decision 10). */
export interface OutboxRow {
  /** Client-generated UUID; the server deduplicates on it. */
  id: string;
  kind: string;
  payload: unknown;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
  /** Upload progress for items that carry media. */
  bytesSent: number;
  bytesTotal: number;
  /** Keys in `blobs` stored with the item, deleted with it once it is done or cancelled. */
  mediaIds?: string[];
  /** Percent of the video shrunk on the device before its upload; null once the upload runs. */
  shrinkPercent?: number | null;
}

/**
 * Media picked or recorded for an outbox item, kept until the server confirms it: a Blob, or its
 * bytes where IndexedDB refuses Blobs (Safari's private tabs).
 */
export interface BlobRow {
  id: string;
  blob?: Blob;
  data?: ArrayBuffer;
  /**
   * The file is its pieces in `mediaChunks` (a video shrunk on the device, written as it was
   * encoded): it is read as one Blob over them, never whole into memory.
   */
  chunked?: true;
  name: string;
  type: string;
}

/**
 * A piece of a file an outbox job writes as it goes (issue 39: the shrunk video streams here
 * instead of being built in memory): its bytes from `start`, as a Blob (kept on disk by Chromium)
 * or, where IndexedDB refuses Blobs (Safari's private tabs), as bytes. The file is complete once
 * its `blobs` row (marked `chunked`) exists.
 */
export interface MediaChunkRow {
  id?: number;
  mediaId: string;
  start: number;
  data: Blob | ArrayBuffer;
}

/** Resume URLs of TUS uploads, keyed by the item's fingerprint (`<item id>:video`). */
interface UploadResumeRow {
  fingerprint: string;
  uploadUrl: string;
  size: number;
  updatedAt: number;
}

interface SettingRow {
  key: string;
  value: unknown;
}

/**
 * Something the service worker has to tell the user (it cannot show a toast): kept until a page
 * opens and shows it, e.g. how a video sent with no page open did in its challenge.
 */
interface NoticeRow {
  id: string;
  title: string;
  description: string;
  variant: 'default' | 'success' | 'destructive';
  createdAt: number;
}

/**
 * A video or link shared into the app (manifest share_target), kept by the service worker until
 * Submit queues it or the user replaces it. The file is kept as bytes, as the recorder keeps its
 * chunks: WebKit's private tabs refuse Blobs in IndexedDB.
 */
export interface ShareRow {
  id: string;
  createdAt: number;
  title: string;
  url: string | null;
  /** Why Submit cannot take the shared file (the spec's message); its bytes are not kept. */
  refusal: string | null;
  file: { data: ArrayBuffer; name: string; type: string } | null;
}

export interface Tables {
  takes: EntityTable<TakeRow, 'id'>;
  chunks: EntityTable<ChunkRow, 'id'>;
  outbox: EntityTable<OutboxRow, 'id'>;
  blobs: EntityTable<BlobRow, 'id'>;
  mediaChunks: EntityTable<MediaChunkRow, 'id'>;
  uploads: EntityTable<UploadResumeRow, 'fingerprint'>;
  settings: EntityTable<SettingRow, 'key'>;
  notices: EntityTable<NoticeRow, 'id'>;
  shares: EntityTable<ShareRow, 'id'>;
}

/**
 * The app's one IndexedDB database. Every table belongs to one owner (src/lib/db-owners.ts) and
 * only the owner's data modules touch it; everyone else asks through the owner's port
 * (outbox-port.ts, takes-port.ts, settings.ts). db-owners.test.ts fails when that stops being true.
 */
export const db = new Dexie('laughloop') as Dexie & Tables;
declareSchema(db);

/**
 * Every version of the schema a device may hold, oldest first: Dexie upgrades a device's database
 * from whichever it has. A function so the upgrade path can be tested on a database of its own,
 * from a device still on an older version (`lastVersion`).
 */
export function declareSchema(database: Dexie, lastVersion = 5): void {
  database.version(1).stores({
    takes: 'id, status, startedAt',
    chunks: '++id, takeId, [takeId+seq]',
    outbox: 'id, status, kind, nextAttemptAt, createdAt',
    blobs: 'id',
    uploads: 'fingerprint',
    lists: 'key',
    settings: 'key',
    offlineVideos: 'url, videoId, savedAt',
  });

  // Version 2 adds the service worker's notices; the version 1 tables are unchanged.
  if (lastVersion >= 2) database.version(2).stores({ notices: 'id, createdAt' });

  // Version 3 adds what is shared into the app (Submit's share target); the rest is unchanged.
  if (lastVersion >= 3) database.version(3).stores({ shares: 'id, createdAt' });

  // Version 4 adds the pieces of files outbox jobs write as they go (issue 39); the rest unchanged.
  if (lastVersion >= 4)
    database.version(4).stores({ mediaChunks: '++id, mediaId, [mediaId+start]' });

  // Version 5 drops two tables nothing used any more (issue 40 §3): cached lists (the query cache
  // keeps lists) and offlineVideos (the video cache itself says what is saved).
  if (lastVersion >= 5) database.version(5).stores({ lists: null, offlineVideos: null });
}

// A page frozen in the back/forward cache must not keep the stores locked (src/lib/idb-transactions).
db.use({
  stack: 'dbcore',
  name: 'release-on-pagehide',
  create: (down) => ({
    ...down,
    transaction: (stores, mode, options) =>
      trackTransaction(down.transaction(stores, mode, options)),
  }),
});
releaseTransactionsOnPageHide();
