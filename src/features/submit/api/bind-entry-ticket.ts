import { sha256Hex } from '@/lib/content-hash';
import type { SubmitVideoPayload } from '@/domain/upload';
import type { SubmitClient } from './submit-client';

/**
 * Right before a challenge entry's file uploads: the caller's ticket must cover these very bytes
 * (issue 34 §5), so a file that reaches the server late still enters. Asked for here unless the
 * ticket the item carries is bound to exactly these bytes: when it was queued offline, when the
 * request at queue time did not get through on a bad connection, or when the bytes changed after
 * it was bound (a file shrunk on the device). The server re-binds the one open ticket while the
 * challenge runs and refuses once it has ended, when only an earlier binding can count. Best
 * effort: a refusal or a lost answer never holds up the upload. The hash costs one read of the
 * file per attempt (WebCrypto, well under a second for 100 MB), only for challenge entries.
 */
export async function bindEntryTicket(
  supabase: SubmitClient,
  payload: SubmitVideoPayload,
  bytes: Blob,
): Promise<void> {
  const intent = payload.challenge;
  if (!intent) return;
  try {
    const contentSha256 = await sha256Hex(bytes);
    if (contentSha256 === intent.ticket?.contentSha256) return;
    const { error } = await supabase.challengeEntries.issueTicket({
      p_challenge_id: intent.challengeId,
      p_content_sha256: contentSha256,
    });
    if (error) throw error;
  } catch (error) {
    // Refused (the challenge has ended), no answer, or no WebCrypto (an insecure context) or
    // memory for the file: the upload goes on; only an earlier binding, or being on time, counts.
    console.warn('No entry ticket for this file', error);
  }
}
