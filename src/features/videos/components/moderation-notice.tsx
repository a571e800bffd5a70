import type { FeedVideo } from '../model/video';
import { VIDEO_MESSAGES } from '../model/messages';

/**
 * On a card of My Videos: a video moderators removed says 'Policy Violation' with their reason (part
 * 2 §8's moderation message); one held for review says so. Only its owner sees either.
 */
export function ModerationNotice({
  video,
}: {
  video: Pick<FeedVideo, 'moderation_status' | 'moderation_reason'>;
}) {
  if (video.moderation_status === 'rejected')
    return (
      <div
        data-testid="moderation-notice"
        className="mx-1 rounded-xl border border-danger/60 bg-danger/10 p-2 text-sm"
      >
        <p className="font-bold text-danger">{VIDEO_MESSAGES.policyViolation.title}</p>
        <p>{video.moderation_reason || VIDEO_MESSAGES.policyViolation.fallback}</p>
        <p className="text-xs text-ink-muted">{VIDEO_MESSAGES.policyViolation.onlyYou}</p>
      </div>
    );
  if (video.moderation_status === 'pending')
    return (
      <div
        data-testid="moderation-notice"
        className="mx-1 rounded-xl border border-line p-2 text-sm"
      >
        <p className="font-bold">{VIDEO_MESSAGES.underReview.title}</p>
        <p className="text-xs text-ink-muted">{VIDEO_MESSAGES.underReview.description}</p>
      </div>
    );
  return null;
}
