import { rest } from './rest';

/**
 * Counts a view when a watch starts; the server counts one per viewer per video per UTC day, by
 * user when signed in, else by this device's id. Answers whether this call counted.
 */
export async function recordView(
  videoId: string,
  deviceId: string,
  token: string | null,
): Promise<boolean> {
  const body = await rest('rpc/record_view', {
    method: 'POST',
    token,
    body: { p_video_id: videoId, p_device_id: deviceId },
  });
  return (body as { counted?: unknown } | null)?.counted === true;
}
