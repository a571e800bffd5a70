/** A take's chunk or row could not be written, for a reason other than a full disk. */
export const SAVE_FAILED =
  'Your recording could not be saved on this device. Free some space and try again.';

/** The camera gave no data at all (a starved encoder): there is no take to keep or send. */
export const NOTHING_RECORDED =
  'Nothing was recorded: the camera sent no video. Check that it is working, then record again.';

/** The browser's quota or the phone's disk is full; recording has stopped and the take is kept. */
export const STORAGE_FULL =
  'Your phone is out of storage space, so recording stopped. What was recorded so far is kept in Drafts — free some space, then try again.';

/** Drafts: a cut-off take could not be finished because storage is full (it is listed as is). */
export const DRAFTS_STORAGE_FULL =
  'Your phone is out of storage space, so an interrupted recording could not be finished. It is kept below — free some space, then open Drafts again to send it.';

interface NamedError {
  name?: unknown;
  inner?: unknown;
}

/**
 * IndexedDB's QuotaExceededError, bare (a DOMException) or wrapped by Dexie: its own
 * QuotaExceededError, or an AbortError whose `inner` is the quota error that aborted the
 * transaction. Followed a few levels deep, never in a loop.
 */
export function isQuotaError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { name, inner } = current as NamedError;
    if (name === 'QuotaExceededError') return true;
    current = inner;
  }
  return false;
}

/** What the creator is told when part of a take could not be saved. */
export function saveFailedMessage(error: unknown): string {
  return isQuotaError(error) ? STORAGE_FULL : SAVE_FAILED;
}
