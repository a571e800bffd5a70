import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { e2eStack, type TestUser } from './backend';

/**
 * Signs a user in the way supabase-js itself would leave it: the password grant's session under
 * the client's storage key. The sign-in dialog belongs to the accounts feature and has its own
 * tests; the submit journeys only need a signed-in creator. The page must show the app; the
 * next navigation picks the session up.
 */
export async function signInThroughStorage(page: Page, user: TestUser): Promise<void> {
  await storeSession(page, await passwordSession(user));
}

/** The password grant's session for a user, as supabase-js keeps it (with expires_at). */
export async function passwordSession(user: TestUser): Promise<string> {
  const { apiUrl, anonKey } = e2eStack();
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { expires_in: number; expires_at?: number };
  session.expires_at ??= Math.round(Date.now() / 1000) + session.expires_in;
  return JSON.stringify(session);
}

/** Leaves a session (from passwordSession) under the client's storage key on an open app page. */
export async function storeSession(page: Page, session: string): Promise<void> {
  const key = `sb-${new URL(e2eStack().apiUrl).hostname.split('.')[0]}-auth-token`;
  if (!page.url().startsWith('http')) throw new Error('open an app page before signing in');
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [
    key,
    session,
  ] as const);
}

export interface StoredOutboxRow {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  bytesSent: number;
  bytesTotal: number;
  /** The media kept with the item (the file, its thumbnail, a shrunk copy). */
  mediaIds?: string[];
  /** The shrink's percent while it runs; null once it ended (absent before it started). */
  shrinkPercent?: number | null;
  payload: { title?: string; takeId?: string };
}

export interface StoredTake {
  id: string;
  status: string;
  duration: number;
  bytes: number;
  mimeType: string;
  chunks: number;
  /** The challenge the take was recorded for, with the ticket bound to it once issued. */
  entry?: { challengeId: string; ticket?: { id: string; contentSha256?: string } };
}

/** Reads the app's IndexedDB directly (no app code), as the browser holds it. */
export function readDeviceQueue(
  page: Page,
): Promise<{ outbox: StoredOutboxRow[]; takes: StoredTake[] }> {
  return page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('laughloop');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        if (!database.objectStoreNames.contains(store)) return resolve([]);
        const request = database.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    const [outbox, takes, chunks] = await Promise.all([
      all<StoredOutboxRow>('outbox'),
      all<Omit<StoredTake, 'chunks'>>('takes'),
      all<{ takeId: string }>('chunks'),
    ]);
    database.close();
    return {
      outbox,
      takes: takes.map((take) => ({
        ...take,
        chunks: chunks.filter((chunk) => chunk.takeId === take.id).length,
      })),
    };
  });
}

/**
 * A real, playable WebM (a built-in sample) grown to `size` bytes with an EBML Void element at
 * the end of its Segment, whose size field is raised to match: valid WebM that players and the
 * app's duration check read like any other file.
 */
export function paddedWebm(size: number): Buffer {
  const sample = readFileSync('public/samples/cat-zoomies.webm');
  const segmentSizeAt = sample.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67])) + 4;
  if (sample[segmentSizeAt] !== 0x01)
    throw new Error('expected an 8-byte Segment size in the sample');
  const padLength = size - sample.length - 9;
  const voidHeader = Buffer.alloc(9);
  voidHeader[0] = 0xec;
  voidHeader[1] = 0x01;
  voidHeader.writeUIntBE(padLength, 3, 6);
  const out = Buffer.concat([sample, voidHeader, Buffer.alloc(padLength)]);
  const segmentSize =
    Number(out.readBigUInt64BE(segmentSizeAt) & 0x00ffffffffffffffn) + 9 + padLength;
  out.writeBigUInt64BE(BigInt(segmentSize) | 0x0100000000000000n, segmentSizeAt);
  return out;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function uploadsTray(page: Page) {
  return page.getByRole('dialog', { name: 'Uploads' });
}

/** Opens the header's upload tray. */
export async function openUploadsTray(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Uploads/ })
    .click();
  const tray = uploadsTray(page);
  // The tray's code loads when it first opens, and its list's code and rows after it: on a busy
  // machine each took over 10 s (a clean-clone CI run under load: the dialog came at 10+ s).
  await expect(tray).toBeVisible({ timeout: 30_000 });
  await expect(
    tray
      .getByRole('list', { name: 'Upload queue' })
      .or(tray.getByText('Nothing is waiting to upload.')),
  ).toBeVisible({ timeout: 30_000 });
  return tray;
}

export interface VideoRow {
  id: string;
  title: string;
  video_url: string;
  thumbnail_url: string | null;
  user_id: string;
  views: number;
  likes_count: number;
  source: string;
  category: string;
  duration_seconds: string | number | null;
  file_size: number | null;
  mime_type: string | null;
}

/**
 * Takes WebCodecs' encoders away, as in a browser that cannot shrink a video (issue 21 item 4), so
 * the file picked is the file uploaded: for tests of the upload itself, whose padded files would
 * otherwise be shrunk first for their bitrate.
 */
export async function withoutVideoEncoder(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const scope = globalThis as Record<string, unknown>;
    delete scope.VideoEncoder;
    delete scope.AudioEncoder;
  });
}
