import { db } from '@/lib/db';
import { SUBMIT_VIDEO, type SubmitVideoPayload } from '@/lib/outbox-kinds';
import { useLiveQuery } from '@/lib/use-live-query';

export interface WaitingUpload {
  id: string;
  title: string;
  category: string;
  queuedAt: number;
  status: string;
  lastError: string | null;
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

/** This user's submissions still in the outbox (shown on My Videos as 'Waiting to upload'). */
export function useWaitingUploads(userId: string): WaitingUpload[] {
  const rows = useLiveQuery(
    () => db.outbox.where('kind').equals(SUBMIT_VIDEO).toArray(),
    `waiting-uploads-${userId}`,
  );
  return (rows ?? []).flatMap((row) => {
    const payload = asPayload(row.payload);
    if (
      !payload ||
      payload.userId !== userId ||
      row.status === 'done' ||
      row.status === 'cancelled'
    )
      return [];
    return [
      {
        id: payload.videoId,
        title: payload.title,
        category: payload.category,
        queuedAt: payload.queuedAt,
        status: row.status,
        lastError: row.lastError,
      },
    ];
  });
}
