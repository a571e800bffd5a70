/**
 * The outbox's public contract (design decision 10). The implementation lives in
 * src/features/outbox; other features enqueue work and provide handlers through this port, and
 * src/app wires the two together — features never import each other.
 */
import type { SubmitVideoPayload } from '@/domain/upload';

export interface OutboxMedia {
  /** Key of the stored Blob (Dexie `blobs` table), kept until the server confirms the item. */
  id: string;
  blob: Blob;
  name: string;
  type: string;
}

/**
 * A file a job writes piece by piece as it makes it (issue 39: a video shrunk on the device),
 * stored in IndexedDB as it goes and never held whole in memory; kept with the item once finished.
 */
export interface MediaWriter {
  /** Writes `bytes` at byte `position`: at the end, or over bytes written before (a header finished last). */
  write(position: number, bytes: Uint8Array): Promise<void>;
  /** The file written so far, as one Blob over the stored pieces (on disk, not read into memory). */
  file(type: string): Promise<Blob>;
  /** Keeps the file with the item (`media` finds it under the writer's id); false when the item is gone. */
  keep(name: string, type: string): Promise<boolean>;
  /** Deletes what was written. */
  discard(): Promise<void>;
}

export interface EnqueueInput<P = unknown> {
  /** Client UUID; the server deduplicates on it. Generated when omitted. */
  id?: string;
  kind: string;
  payload: P;
  media?: OutboxMedia[];
  /** Bytes this item will upload, for the tray's progress. */
  bytesTotal?: number;
}

export interface OutboxJob<P = unknown> {
  id: string;
  kind: string;
  payload: P;
  attempts: number;
}

/** A resumable upload's server URL, kept so a retry or a reopened app continues where it stopped. */
export interface ResumeUrl {
  /** Stable per item and file (`<item id>:video`). */
  fingerprint: string;
  uploadUrl: string;
  size: number;
  updatedAt: number;
}

/**
 * The resume URLs of one outbox item. The outbox keeps them in its own table and removes them
 * with the item once it is done or cancelled.
 */
export interface ResumeUrlStore {
  all(): Promise<ResumeUrl[]>;
  get(fingerprint: string): Promise<ResumeUrl | undefined>;
  put(entry: ResumeUrl): Promise<void>;
  remove(fingerprint: string): Promise<void>;
}

/** Something to tell the user about an item (how it went), in a toast's words. */
export interface OutboxNotice {
  title: string;
  description?: string;
  variant: 'default' | 'success' | 'destructive';
}

/**
 * Who sends an item: an open page (its session, its toasts) or the service worker with every page
 * closed (the mirrored session, refreshed when it has expired; notices kept for the next page).
 * Handlers see only this, so one handler runs in both.
 */
export interface OutboxSender {
  /** The session's access token read now, at send time; null when signed out. */
  accessToken(): Promise<string | null>;
  /** The account signed in now; null when signed out. */
  userId(): Promise<string | null>;
  /** Tells the user how an item went: a toast on the open page, else kept for the next page. */
  notify(notice: OutboxNotice): void;
}

export interface OutboxJobContext extends OutboxSender {
  signal: AbortSignal;
  /** A stored media Blob of this item. */
  media(id: string): Promise<Blob | undefined>;
  /** Where this item's resumable uploads keep their resume URLs. */
  resumeUrls: ResumeUrlStore;
  /** Bytes sent so far; recorded a few times a second at most. */
  progress(bytesSent: number, bytesTotal: number): void;
  /** Bytes the server has confirmed holding (a resumable chunk was accepted); recorded at once. */
  acknowledged(bytesAccepted: number, bytesTotal: number): void;
  /** Upload finished; the server is processing the rest (moderation, row, mail). */
  processing(): void;
  /**
   * Keeps a file the job made from the item's media (a video shrunk on the device) with the item,
   * so a retry or a reopened app finds it; deleted with the item. False when the item is gone.
   * Absent where nothing can be stored (test fakes).
   */
  storeMedia?(media: OutboxMedia): Promise<boolean>;
  /**
   * Starts a file the job writes piece by piece under `id`, deleted with the item (and, if it is
   * never kept, on the next start). Null when the item is gone. Absent where nothing can be stored.
   */
  writeMedia?(id: string): Promise<MediaWriter | null>;
  /** Shrinking the video before its upload: 0…1, shown in the tray as 'Shrinking n%'. */
  shrinking?(fraction: number): void;
}

/** Sends one item; what it resolves with is the sender's own (see OutboxSend), the outbox ignores it. */
export type OutboxHandler<P = unknown> = (
  job: OutboxJob<P>,
  ctx: OutboxJobContext,
) => Promise<unknown>;

/** A refusal that retrying cannot fix (4xx validation): the item stops and the user sees why. */
export class PermanentOutboxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentOutboxError';
  }
}

/**
 * Sends one item and answers what the server gave back. Senders run in a page and in the service
 * worker alike, so they reach the user only through their context (token, account, notify) and
 * store only in IndexedDB; see src/sw/outbox-handlers.ts.
 */
export type OutboxSend<P = unknown, R = unknown> = (
  job: OutboxJob<P>,
  ctx: OutboxJobContext,
) => Promise<R>;

/**
 * What only an open page does after a send: its query caches and on-screen stores. The worker has
 * neither; a page opened after the worker sent reads fresh data instead.
 */
export interface PageEffects<P, R> {
  sent?(job: OutboxJob<P>, result: R): void;
  refused?(job: OutboxJob<P>, reason: string): void;
}

/** The page's handler for a kind: the sender both share, then the page's own follow-up. */
export function withPageEffects<P, R>(
  send: OutboxSend<P, R>,
  effects: PageEffects<P, R>,
): OutboxHandler<P> {
  return async (job, ctx) => {
    let result: R;
    try {
      result = await send(job, ctx);
    } catch (error) {
      if (error instanceof PermanentOutboxError) effects.refused?.(job, error.message);
      throw error;
    }
    effects.sent?.(job, result);
  };
}

/**
 * An item as other features see it. Status words stay inside the outbox (its table is its own):
 * callers learn only whether the item still waits to be sent and, if it stopped, why.
 */
export interface OutboxEntry<P = unknown> {
  id: string;
  kind: string;
  payload: P;
  createdAt: number;
  /** Still to be sent: queued, being sent, or backing off before a retry. */
  waiting: boolean;
  /** The refusal that stopped it, for the user; null while it waits. */
  failure: string | null;
}

/** Questions other features ask the outbox instead of reading its table. */
interface OutboxQueries {
  /**
   * Items of `kind` still waiting to be sent, oldest first; with `videoId`, only those about that
   * video (the shared payloads in src/domain all name their `videoId`).
   */
  waitingItems<P>(kind: string, videoId?: string): Promise<OutboxEntry<P>[]>;
  /**
   * Video submissions the outbox still holds (waiting, or stopped by a refusal), given now and
   * again after every change in any tab. Returns the function that stops listening.
   */
  watchUploads(onChange: (uploads: OutboxEntry<SubmitVideoPayload>[]) => void): () => void;
  /**
   * Items of `kind` the outbox still holds (waiting, or stopped by a refusal), oldest first, given
   * now and again after every change in any tab. Returns the function that stops listening.
   */
  watchHeld<P>(kind: string, onChange: (items: OutboxEntry<P>[]) => void): () => void;
  /**
   * Recorder takes a queued submission still refers to (those are not drafts), given now and
   * after every change. Returns the function that stops listening.
   */
  watchTakesInOutbox(onChange: (takeIds: ReadonlySet<string>) => void): () => void;
}

interface RegisterOptions<P> {
  /**
   * How the upload tray names an item of this kind when its payload has no title ('Comment'):
   * each kind names itself where it is registered, so no kind shows as its raw name.
   */
  label: string;
  /**
   * Work an item needs before it is sent that needs no network (shrinking a video): run in a page
   * when the item is queued and when the app starts, offline too, so that with every page closed
   * the service worker can send the result. It must keep what it makes with the item (storeMedia, writeMedia)
   * and find it there when run again; the handler runs the same step if it was never finished.
   */
  prepare?: OutboxHandler<P>;
}

export interface OutboxPort extends OutboxQueries {
  enqueue<P>(input: EnqueueInput<P>): Promise<string>;
  register<P>(kind: string, handler: OutboxHandler<P>, options: RegisterOptions<P>): void;
}

let provided: OutboxPort | null = null;

export function provideOutbox(port: OutboxPort): void {
  provided = port;
}

export function outbox(): OutboxPort {
  if (!provided) throw new Error('The outbox has not been started (src/app wires it at start).');
  return provided;
}
