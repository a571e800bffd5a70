import { db, type ShareRow } from '@/lib/db';
import { parseHttpUrl } from '@/lib/http-url';
import type { ParsedShare } from '../model/shared-form';
import {
  SUBMIT_MESSAGES,
  TITLE_MAX_LENGTH,
  validateFileType,
} from '../model/submission-validation';

/** A share as Submit prefills it; at most one of file, url and refusal is set. */
export interface SharedVideo {
  id: string;
  title: string;
  file: File | null;
  url: string | null;
  /** The spec's message for a shared file Submit cannot take (wrong type, over 100MB). */
  refusal: string | null;
}

async function rowOf(share: ParsedShare, id: string, now: number): Promise<ShareRow> {
  const base = { id, createdAt: now, title: share.title, url: null, refusal: null, file: null };
  switch (share.kind) {
    case 'file':
      // Bytes, not the File: WebKit's private tabs refuse Blobs in IndexedDB (design decision 9).
      return {
        ...base,
        file: {
          data: await share.file.arrayBuffer(),
          name: share.file.name,
          type: share.file.type,
        },
      };
    case 'refused':
      return { ...base, refusal: share.message };
    case 'url':
      return { ...base, url: share.url };
    case 'empty':
      return base;
  }
}

/**
 * Kept by the service worker until Submit is done with it. Only the newest share is kept: one
 * waiting video is what the user expects to find, and an abandoned one must not fill the disk.
 */
export async function keepShare(share: ParsedShare, now: number): Promise<string> {
  const row = await rowOf(share, crypto.randomUUID(), now);
  await db.transaction('rw', db.shares, async () => {
    await db.shares.clear();
    await db.shares.add(row);
  });
  return row.id;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The stored file, rebuilt and checked again: the row came from storage, not from this code. */
function fileOf(stored: unknown): File | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { data, name, type } = stored as Record<string, unknown>;
  if (!(data instanceof ArrayBuffer || data instanceof Blob)) return null;
  return new File([data], text(name) || 'shared-video', { type: text(type) });
}

/** Only the refusals the worker writes are shown: the text comes back from storage. */
function refusalOf(stored: unknown): string | null {
  const known: readonly unknown[] = [SUBMIT_MESSAGES.fileType, SUBMIT_MESSAGES.fileSize];
  return known.includes(stored) ? (stored as string) : null;
}

/** The share for Submit, or undefined when it is gone (queued, replaced) or unreadable. */
export async function readShare(id: string): Promise<SharedVideo | undefined> {
  const row: unknown = await db.shares.get(id);
  if (typeof row !== 'object' || row === null) return undefined;
  const fields = row as Record<string, unknown>;
  const title = text(fields.title).trim().slice(0, TITLE_MAX_LENGTH);
  const file = fileOf(fields.file);
  // The size is judged by Submit's pick, which knows whether the file can be shrunk to fit.
  const problem = file ? validateFileType(file) : null;
  const url = file ? null : (parseHttpUrl(text(fields.url))?.toString() ?? null);
  const refusal = problem ?? (file || url ? null : refusalOf(fields.refusal));
  return { id, title, file: problem ? null : file, url, refusal };
}

/** Submit queued the shared video, or the user chose another one. */
export async function dropShare(id: string): Promise<void> {
  await db.shares.delete(id);
}
