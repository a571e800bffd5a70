import { postPublicRpc } from './post-public';

/**
 * issue_device_id: a device id the server signed, which counts this device's signed-out views and
 * affiliate clicks (issue 34 §6). Asked with the anon key alone, without loading supabase-js.
 */
export async function issueDeviceId(signal?: AbortSignal): Promise<string> {
  const answer = await postPublicRpc('issue_device_id', {}, signal);
  if (typeof answer !== 'string') throw new Error('Unexpected answer from issue_device_id.');
  return answer;
}
