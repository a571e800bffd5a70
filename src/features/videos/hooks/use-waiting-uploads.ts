import { useEffect, useState } from 'react';
import type { SubmitVideoPayload } from '@/domain/upload';
import { outbox, type OutboxEntry } from '@/lib/outbox-port';

export interface WaitingUpload {
  id: string;
  title: string;
  category: string;
  queuedAt: number;
  /** Why the upload stopped (shown under it); null while it still waits. */
  failure: string | null;
}

function asPayload(payload: unknown): SubmitVideoPayload | null {
  const value = payload as Partial<SubmitVideoPayload> | null;
  return value &&
    typeof value.videoId === 'string' &&
    typeof value.userId === 'string' &&
    typeof value.title === 'string'
    ? (value as SubmitVideoPayload)
    : null;
}

function toWaiting(entries: readonly OutboxEntry<unknown>[], userId: string): WaitingUpload[] {
  return entries.flatMap((entry) => {
    const payload = asPayload(entry.payload);
    if (!payload || payload.userId !== userId) return [];
    const { videoId: id, title, category, queuedAt } = payload;
    return [{ id, title, category, queuedAt, failure: entry.failure }];
  });
}

/** This user's submissions still in the outbox (shown on My Videos as 'Waiting to upload'). */
export function useWaitingUploads(userId: string): WaitingUpload[] {
  const [entries, setEntries] = useState<readonly OutboxEntry<unknown>[]>([]);
  useEffect(() => outbox().watchUploads(setEntries), []);
  return toWaiting(entries, userId);
}
