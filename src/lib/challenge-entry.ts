/**
 * A submission's way into a challenge (issue 13), shared by the submit page, the recorder, the
 * outbox payload and the upload tray. Pure: the service worker parses payloads with it, so no
 * client or validator library comes in here (worker ≤ 60 KiB gzip).
 */

/**
 * What issue_entry_ticket() returned: proof, at server time, that this very file existed before
 * the deadline (issue 34 §5: the ticket is bound to the SHA-256 of the bytes the entry uploads).
 */
export interface EntryTicket {
  id: string;
  issuedAt: string;
  /** Last moment the server accepts an entry holding this ticket (end_date + grace). */
  acceptUntil: string;
  /** SHA-256 (hex) of the file the ticket covers; absent on tickets stored by older versions. */
  contentSha256?: string;
}

/** The challenge a take or submission enters, as it travels with it (payload, take row). */
export interface ChallengeEntryIntent {
  challengeId: string;
  title: string;
  /** The challenge's end_date (ISO); without a ticket the entry must reach the server by then. */
  endDate: string;
  ticket?: EntryTicket;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** issue_entry_ticket's JSON answer, or null when it is not one (rows outlive app versions). */
export function parseEntryTicket(value: unknown): EntryTicket | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  const id = row.id;
  const issuedAt = row.issued_at ?? row.issuedAt;
  const acceptUntil = row.accept_until ?? row.acceptUntil;
  const contentSha256 = row.content_sha256 ?? row.contentSha256;
  if (!isUuid(id) || !isIsoDate(issuedAt) || !isIsoDate(acceptUntil)) return null;
  return typeof contentSha256 === 'string' && SHA256_HEX.test(contentSha256)
    ? { id, issuedAt, acceptUntil, contentSha256 }
    : { id, issuedAt, acceptUntil };
}

/** A stored intent checked before use; unknown keys dropped. */
export function parseEntryIntent(value: unknown): ChallengeEntryIntent | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  const { challengeId, title, endDate } = row;
  if (!isUuid(challengeId) || typeof title !== 'string' || !isIsoDate(endDate)) return null;
  if (row.ticket === undefined) return { challengeId, title, endDate };
  const ticket = parseEntryTicket(row.ticket);
  return ticket ? { challengeId, title, endDate, ticket } : null;
}

/** Time left until `endDate` in creator words ("2d 4h left", "12m 5s left"), or null once it passed. */
export function deadlineCountdown(endDate: string, now: number): string | null {
  const left = Math.floor((Date.parse(endDate) - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  if (days > 0) return `${days}d ${hours}h left`;
  if (hours > 0) return `${hours}h ${minutes}m left`;
  return `${minutes}m ${seconds}s left`;
}

/**
 * What the submit page and the tray say about an entry with no ticket (started offline): the
 * server judges time, so it counts only if it reaches the server before end_date. A link never
 * has one (issue 34 §5: there is no file whose bytes a ticket could cover), so it is told as such.
 */
export function untimedEntryNotice(
  intent: ChallengeEntryIntent,
  now: number,
  kind: 'file' | 'link' = 'file',
): string | null {
  if (intent.ticket) return null;
  const left = deadlineCountdown(intent.endDate, now);
  if (!left)
    return `The deadline of "${intent.title}" has passed: this video will post, but it cannot enter the challenge.`;
  return kind === 'link'
    ? `A link enters "${intent.title}" only if it reaches the server before the deadline (${left}).`
    : `Started offline: this entry to "${intent.title}" must reach the server before the deadline (${left}).`;
}
