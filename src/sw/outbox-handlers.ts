import { sendBlockUser } from '@/features/blocks/outbox/block-user-send';
import { handleChallengeOptIn } from '@/features/challenges/outbox/opt-in-handler';
import { CHALLENGE_OPT_IN } from '@/features/challenges/outbox/opt-in-kind';
import { POST_COMMENT } from '@/features/comments/outbox/post-comment-kind';
import { sendPostComment } from '@/features/comments/outbox/post-comment-send';
import { RECORD_EARNING } from '@/features/earnings/outbox/record-earning-kind';
import { sendRecordEarning } from '@/features/earnings/outbox/record-earning-send';
import { SHARE_PREMIUM_POST } from '@/features/premium/outbox/share-post-kind';
import { sendSharePremiumPost } from '@/features/premium/outbox/share-post-send';
import { SEND_CONTACT_MESSAGE } from '@/features/static-pages/outbox/send-contact-kind';
import { handleSendContactMessage } from '@/features/static-pages/outbox/send-contact-handler';
import { handleSubmitVideoInWorker } from '@/features/submit/outbox/submit-video-worker-handler';
import { REPORT_VIDEO } from '@/features/videos/offline/report-video-kind';
import { sendReportVideo } from '@/features/videos/offline/report-video-send';
import { handleRecordView } from '@/features/videos/offline/record-view-handler';
import { handleSetLike } from '@/features/videos/offline/set-like-handler';
import { BLOCK_USER, RECORD_VIEW, SET_LIKE, SUBMIT_VIDEO } from '@/domain/outbox-kinds';
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
