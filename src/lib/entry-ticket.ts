import { parseEntryTicket, type EntryTicket } from './challenge-entry';
import { sha256Hex } from './content-hash';
import { getSupabase } from './supabase';

/** Long enough for a slow mobile network; a take must not wait on it (the ticket is saved later). */
const TICKET_TIMEOUT_MS = 10_000;

/**
 * Asks the server for an entry ticket bound to this file (issue_entry_ticket, issued at server
 * time, for the SHA-256 of the exact bytes the entry will upload), shared by the recorder (a take
 * is finished) and submit (a file is queued). Null when offline or refused (challenge over,
 * already entered): the entry then counts only if it reaches the server before end_date, which
 * the screens say with a countdown. Asking again for the same challenge re-binds the one open
 * ticket to the newer file.
 */
export async function requestEntryTicket(
  challengeId: string,
  file: Blob,
): Promise<EntryTicket | null> {
  if (!navigator.onLine) return null;
  try {
    const contentSha256 = await sha256Hex(file);
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .rpc('issue_entry_ticket', { p_challenge_id: challengeId, p_content_sha256: contentSha256 })
      .abortSignal(AbortSignal.timeout(TICKET_TIMEOUT_MS));
    if (error) {
      console.warn('No entry ticket', error.message);
      return null;
    }
    return parseEntryTicket(data);
  } catch (error) {
    console.warn('No entry ticket', error);
    return null;
  }
}
