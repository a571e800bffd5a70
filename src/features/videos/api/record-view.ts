import type { Database } from '@/lib/database.types';
import { callRpc } from '@/lib/api/data-api';
import { postPublicRpc } from '@/lib/api/post-public';
import { withDeviceId } from '@/lib/device-id';

type RecordViewArgs = Database['public']['Functions']['record_view']['Args'];

export interface RecordedView {
  /** Whether this call counted (one per viewer per video per UTC day). */
  counted: boolean;
  /** The day's view row: the watch the server saw start, named when a watch earning is claimed. */
  viewId: string | null;
}

export interface RecordViewOptions {
  /** When a view queued offline happened: the server counts it for that UTC day (7 days back). */
  viewedAt?: number;
  signal?: AbortSignal;
}

function parseView(answer: unknown): RecordedView {
  // record_view returns jsonb {view_id, counted}.
  const { counted, view_id: viewId } = (answer ?? {}) as { counted?: unknown; view_id?: unknown };
  return { counted: counted === true, viewId: typeof viewId === 'string' ? viewId : null };
}

/**
 * Counts a view when a watch starts; the server counts one per viewer per video per UTC day: by
 * account when signed in (`token`), else by this device's signed id (plain fetch either way: the service worker sends queued views too),
 * which is asked for first if the device has none and again if the server retired it.
 */
export async function recordView(
  videoId: string,
  token: string | null,
  { viewedAt, signal }: RecordViewOptions = {},
): Promise<RecordedView> {
  const args: RecordViewArgs = {
    p_video_id: videoId,
    ...(viewedAt === undefined ? {} : { p_viewed_at: new Date(viewedAt).toISOString() }),
  };
  if (token === null) {
    return parseView(
      await withDeviceId((id) =>
        postPublicRpc('record_view', { ...args, p_device_id: id }, signal),
      ),
    );
  }
  return parseView(await callRpc('record_view', args, { token, signal }));
}
