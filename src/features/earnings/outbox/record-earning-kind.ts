import type { EarningCategory } from '../model/earning-rules';

/** The outbox kind of an earning action (handler: ./record-earning-handler.ts). */
export const RECORD_EARNING = 'record-earning';

export interface RecordEarningPayload {
  category: EarningCategory;
  videoId: string;
  /** watch: the view the server saw start. */
  viewId?: string;
  /** comment: the comment that earns (posted by its own outbox item). */
  commentId?: string;
  /** Who earns: only that account's session sends it. */
  userId: string;
  queuedAt: number;
}
