import type { EarningCategory } from '../model/earning-rules';
/** The kind's name and the tray's label live with every kind in src/domain/outbox-kinds. */
export { RECORD_EARNING } from '@/domain/outbox-kinds';

export interface RecordEarningPayload {
  category: EarningCategory;
  videoId: string;
  /** watch: the view the server saw start. */
  viewId?: string;
  /** comment: the comment that earns (posted by its own outbox item). */
  commentId?: string;
  /** Who earns: only that account's session sends it. */
  userId: string;
  /**
   * When the member did the action (ms since the epoch; the name predates its second use and stays
   * for items already queued on phones). Sent as metadata.occurredAt: the server counts the
   * earning on that UTC day, within 72 hours.
   */
  queuedAt: number;
}
