import { createOutboxPort } from '@/features/outbox/port/create-port';
import { lazyHandler } from '@/features/outbox/port/registry';
import { startOutboxTriggers } from '@/features/outbox/port/triggers';
import { CHALLENGE_OPT_IN, CHALLENGE_OPT_IN_LABEL } from '@/features/challenges/outbox/opt-in-kind';
import { POST_COMMENT, POST_COMMENT_LABEL } from '@/features/comments/outbox/post-comment-kind';
import {
  RECORD_EARNING,
  RECORD_EARNING_LABEL,
} from '@/features/earnings/outbox/record-earning-kind';
import {
  SHARE_PREMIUM_POST,
  SHARE_PREMIUM_POST_LABEL,
} from '@/features/premium/outbox/share-post-kind';
import {
  SEND_CONTACT_MESSAGE,
  SEND_CONTACT_MESSAGE_LABEL,
} from '@/features/static-pages/outbox/send-contact-kind';
import { REPORT_VIDEO, REPORT_VIDEO_LABEL } from '@/features/videos/offline/report-video-kind';
import {
  BLOCK_USER,
  BLOCK_USER_LABEL,
  RECORD_VIEW,
  RECORD_VIEW_LABEL,
  SET_LIKE,
  SET_LIKE_LABEL,
  SUBMIT_VIDEO,
  SUBMIT_VIDEO_LABEL,
} from '@/domain/outbox-kinds';
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
      label: SUBMIT_VIDEO_LABEL,
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
    { label: SET_LIKE_LABEL },
  );
  port.register(
    RECORD_VIEW,
    lazyHandler(() =>
      import('@/features/videos/offline/record-view-handler').then(
        (module) => module.handleRecordView,
      ),
    ),
    { label: RECORD_VIEW_LABEL },
  );
  port.register(
    BLOCK_USER,
    lazyHandler(() =>
      import('@/features/blocks/outbox/block-user-handler').then(
        (module) => module.handleBlockUser,
      ),
    ),
    { label: BLOCK_USER_LABEL },
  );
  port.register(
    REPORT_VIDEO,
    lazyHandler(() =>
      import('@/features/videos/offline/report-video-send').then(
        (module) => module.sendReportVideo,
      ),
    ),
    { label: REPORT_VIDEO_LABEL },
  );
  port.register(
    CHALLENGE_OPT_IN,
    lazyHandler(() =>
      import('@/features/challenges/outbox/opt-in-handler').then(
        (module) => module.handleChallengeOptIn,
      ),
    ),
    { label: CHALLENGE_OPT_IN_LABEL },
  );
  port.register(
    POST_COMMENT,
    lazyHandler(() =>
      import('@/features/comments/outbox/post-comment-handler').then(
        (module) => module.handlePostComment,
      ),
    ),
    { label: POST_COMMENT_LABEL },
  );
  port.register(
    RECORD_EARNING,
    lazyHandler(() =>
      import('@/features/earnings/outbox/record-earning-handler').then(
        (module) => module.handleRecordEarning,
      ),
    ),
    { label: RECORD_EARNING_LABEL },
  );
  port.register(
    SHARE_PREMIUM_POST,
    lazyHandler(() =>
      import('@/features/premium/outbox/share-post-handler').then(
        (module) => module.handleSharePremiumPost,
      ),
    ),
    { label: SHARE_PREMIUM_POST_LABEL },
  );
  port.register(
    SEND_CONTACT_MESSAGE,
    lazyHandler(() =>
      import('@/features/static-pages/outbox/send-contact-handler').then(
        (module) => module.handleSendContactMessage,
      ),
    ),
    { label: SEND_CONTACT_MESSAGE_LABEL },
  );
  followWorkerNotices();
  startOutboxTriggers();
}
