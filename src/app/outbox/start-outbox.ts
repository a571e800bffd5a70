import { createOutboxPort } from '@/features/outbox/port/create-port';
import { lazyHandler } from '@/features/outbox/port/registry';
import { startOutboxTriggers } from '@/features/outbox/port/triggers';
import { CHALLENGE_OPT_IN } from '@/features/challenges/outbox/opt-in-kind';
import { POST_COMMENT } from '@/features/comments/outbox/post-comment-kind';
import { RECORD_EARNING } from '@/features/earnings/outbox/record-earning-kind';
import { SHARE_PREMIUM_POST } from '@/features/premium/outbox/share-post-kind';
import { SEND_CONTACT_MESSAGE } from '@/features/static-pages/outbox/send-contact-kind';
import { REPORT_VIDEO } from '@/features/videos/offline/report-video-kind';
import { BLOCK_USER, RECORD_VIEW, SET_LIKE, SUBMIT_VIDEO } from '@/lib/outbox-kinds';
import { provideOutbox } from '@/lib/outbox-port';
import { followWorkerNotices } from './worker-notices';

/**
 * Wires the outbox (design decision 10): the port other features enqueue through, each kind's
 * handler (loaded on first use, so the shell stays small), and the drain triggers.
 */
export function startOutbox(): void {
  const port = createOutboxPort();
  provideOutbox(port);
  port.register(
    SUBMIT_VIDEO,
    lazyHandler(() =>
      import('@/features/submit/outbox/submit-video-handler').then(
        (module) => module.handleSubmitVideo,
      ),
    ),
    {
      prepare: lazyHandler(() =>
        import('@/features/submit/outbox/prepare-submit-video').then(
          (module) => module.prepareSubmitVideo,
        ),
      ),
    },
  );
  port.register(
    SET_LIKE,
    lazyHandler(() =>
      import('@/features/videos/offline/set-like-page-handler').then(
        (module) => module.handleSetLikeInPage,
      ),
    ),
  );
  port.register(
    RECORD_VIEW,
    lazyHandler(() =>
      import('@/features/videos/offline/record-view-handler').then(
        (module) => module.handleRecordView,
      ),
    ),
  );
  port.register(
    BLOCK_USER,
    lazyHandler(() =>
      import('@/features/blocks/outbox/block-user-handler').then(
        (module) => module.handleBlockUser,
      ),
    ),
  );
  port.register(
    REPORT_VIDEO,
    lazyHandler(() =>
      import('@/features/videos/offline/report-video-send').then(
        (module) => module.sendReportVideo,
      ),
    ),
  );
  port.register(
    CHALLENGE_OPT_IN,
    lazyHandler(() =>
      import('@/features/challenges/outbox/opt-in-handler').then(
        (module) => module.handleChallengeOptIn,
      ),
    ),
  );
  port.register(
    POST_COMMENT,
    lazyHandler(() =>
      import('@/features/comments/outbox/post-comment-handler').then(
        (module) => module.handlePostComment,
      ),
    ),
  );
  port.register(
    RECORD_EARNING,
    lazyHandler(() =>
      import('@/features/earnings/outbox/record-earning-handler').then(
        (module) => module.handleRecordEarning,
      ),
    ),
  );
  port.register(
    SHARE_PREMIUM_POST,
    lazyHandler(() =>
      import('@/features/premium/outbox/share-post-handler').then(
        (module) => module.handleSharePremiumPost,
      ),
    ),
  );
  port.register(
    SEND_CONTACT_MESSAGE,
    lazyHandler(() =>
      import('@/features/static-pages/outbox/send-contact-handler').then(
        (module) => module.handleSendContactMessage,
      ),
    ),
  );
  followWorkerNotices();
  startOutboxTriggers();
}
