import { parseEntryTicket, type EntryTicket } from './challenge-entry';
import { getSupabase } from './supabase';

/** Long enough for a slow mobile network; a take must not wait on it (the ticket is saved later). */
const TICKET_TIMEOUT_MS = 10_000;

/**
 * Asks the server for an entry ticket (issue_entry_ticket, issued at server time), shared by the
 * recorder (a take starts) and submit (a file or link is queued). Null when offline or refused
 * (challenge over, already entered): the entry then counts only if it reaches the server before
 * end_date, which the screens say with a countdown.
 */
export async function requestEntryTicket(challengeId: string): Promise<EntryTicket | null> {
  if (!navigator.onLine) return null;
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .rpc('issue_entry_ticket', { p_challenge_id: challengeId })
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
