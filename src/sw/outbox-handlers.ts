import { sendBlockUser } from '@/features/blocks/worker';
import { handleChallengeOptIn, CHALLENGE_OPT_IN } from '@/features/challenges/worker';
import { POST_COMMENT, sendPostComment } from '@/features/comments/worker';
import { sendRecordEarning } from '@/features/earnings/worker';
import { SHARE_PREMIUM_POST, sendSharePremiumPost } from '@/features/premium/worker';
import { SEND_CONTACT_MESSAGE, handleSendContactMessage } from '@/features/static-pages/worker';
import { handleSubmitVideoInWorker } from '@/features/submit/worker';
import {
  REPORT_VIDEO,
  sendReportVideo,
  handleRecordView,
  handleSetLike,
} from '@/features/videos/worker';
import {
  BLOCK_USER,
  RECORD_EARNING,
  RECORD_VIEW,
  SET_LIKE,
  SUBMIT_VIDEO,
} from '@/domain/outbox-kinds';
import type { OutboxHandler } from '@/lib/outbox-port';

/**
 * Every outbox kind, as the service worker sends it with all pages closed (issue 36): the same
 * senders the pages use, without the pages' own follow-ups (caches, on-screen stores), which a
 * page opened later replaces by reading fresh data. WORKER_SENT_KINDS (src/domain/outbox-kinds)
 * must name exactly these; outbox-handlers.test.ts checks it against the pages' registrations.
 */
export const WORKER_HANDLERS: ReadonlyMap<string, OutboxHandler> = new Map<string, OutboxHandler>([
  [SUBMIT_VIDEO, handleSubmitVideoInWorker],
  [SET_LIKE, handleSetLike],
  [RECORD_VIEW, handleRecordView],
  [BLOCK_USER, sendBlockUser],
  [REPORT_VIDEO, sendReportVideo],
  [CHALLENGE_OPT_IN, handleChallengeOptIn],
  [POST_COMMENT, sendPostComment],
  [RECORD_EARNING, sendRecordEarning],
  [SHARE_PREMIUM_POST, sendSharePremiumPost],
  [SEND_CONTACT_MESSAGE, handleSendContactMessage],
]);
