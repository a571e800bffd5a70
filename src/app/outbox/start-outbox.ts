import { createOutboxPort, lazyHandler, startOutboxTriggers } from '@/features/outbox';
import { CHALLENGE_OPT_IN, CHALLENGE_OPT_IN_LABEL, loadOptInHandler } from '@/features/challenges';
import { POST_COMMENT, POST_COMMENT_LABEL, loadPostCommentHandler } from '@/features/comments';
import { RECORD_EARNING, RECORD_EARNING_LABEL } from '@/domain/outbox-kinds';
import { loadRecordEarningHandler } from '@/features/earnings';
import {
  SHARE_PREMIUM_POST,
  SHARE_PREMIUM_POST_LABEL,
  loadSharePostHandler,
} from '@/features/premium';
import {
  SEND_CONTACT_MESSAGE,
  SEND_CONTACT_MESSAGE_LABEL,
  loadSendContactHandler,
} from '@/features/static-pages';
import {
  REPORT_VIDEO,
  REPORT_VIDEO_LABEL,
  loadSetLikePageHandler,
  loadRecordViewHandler,
  loadReportVideoSend,
} from '@/features/videos';
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
import { loadSubmitVideoHandler, loadPrepareSubmitVideo } from '@/features/submit';
import { loadBlockUserHandler } from '@/features/blocks';

/**
 * Wires the outbox (design decision 10): the port other features enqueue through, each kind's
 * handler (loaded on first use, so the shell stays small), and the drain triggers.
 */
export function startOutbox(): void {
  const port = createOutboxPort();
  provideOutbox(port);
  port.register(
    SUBMIT_VIDEO,
    lazyHandler(() => loadSubmitVideoHandler().then((module) => module.handleSubmitVideo)),
    {
      label: SUBMIT_VIDEO_LABEL,
      prepare: lazyHandler(() =>
        loadPrepareSubmitVideo().then((module) => module.prepareSubmitVideo),
      ),
    },
  );
  port.register(
    SET_LIKE,
    lazyHandler(() => loadSetLikePageHandler().then((module) => module.handleSetLikeInPage)),
    { label: SET_LIKE_LABEL },
  );
  port.register(
    RECORD_VIEW,
    lazyHandler(() => loadRecordViewHandler().then((module) => module.handleRecordView)),
    { label: RECORD_VIEW_LABEL },
  );
  port.register(
    BLOCK_USER,
    lazyHandler(() => loadBlockUserHandler().then((module) => module.handleBlockUser)),
    { label: BLOCK_USER_LABEL },
  );
  port.register(
    REPORT_VIDEO,
    lazyHandler(() => loadReportVideoSend().then((module) => module.sendReportVideo)),
    { label: REPORT_VIDEO_LABEL },
  );
  port.register(
    CHALLENGE_OPT_IN,
    lazyHandler(() => loadOptInHandler().then((module) => module.handleChallengeOptIn)),
    { label: CHALLENGE_OPT_IN_LABEL },
  );
  port.register(
    POST_COMMENT,
    lazyHandler(() => loadPostCommentHandler().then((module) => module.handlePostComment)),
    { label: POST_COMMENT_LABEL },
  );
  port.register(
    RECORD_EARNING,
    lazyHandler(() => loadRecordEarningHandler().then((module) => module.handleRecordEarning)),
    { label: RECORD_EARNING_LABEL },
  );
  port.register(
    SHARE_PREMIUM_POST,
    lazyHandler(() => loadSharePostHandler().then((module) => module.handleSharePremiumPost)),
    { label: SHARE_PREMIUM_POST_LABEL },
  );
  port.register(
    SEND_CONTACT_MESSAGE,
    lazyHandler(() => loadSendContactHandler().then((module) => module.handleSendContactMessage)),
    { label: SEND_CONTACT_MESSAGE_LABEL },
  );
  followWorkerNotices();
  startOutboxTriggers();
}
