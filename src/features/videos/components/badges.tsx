import { boostBadgeText } from '../model/boosted';
import { VIDEO_MESSAGES } from '../model/messages';
import type { FeedVideo } from '../model/video';
import { useIsSavedOffline } from '../stores/offline-store';
import { SavedIcon } from './icons';

/** Part 2 §4: only while boosted now; days left when more than one, else hours. Boosts are promotions. */
export function BoostBadge({ video }: { video: Pick<FeedVideo, 'is_boosted' | 'boost_until'> }) {
  const text = boostBadgeText(video);
  if (!text) return null;
  return (
    <span
      title="Promoted: the creator paid to boost this video"
      className="inline-flex items-center rounded-full bg-warning px-2 py-0.5 text-xs font-bold text-stage"
    >
      {text}
    </span>
  );
}

/** Marks a clip whose whole file is saved on this device. */
export function OfflineBadge({ mediaUrl }: { mediaUrl: string | null }) {
  if (!useIsSavedOffline(mediaUrl)) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-success/90 px-2 py-0.5 text-xs font-bold text-stage">
      <SavedIcon />
      Available offline
    </span>
  );
}

/**
 * Tells the owner their video waits for a moderator (the database held it: moderation_status
 * 'pending'); nobody else sees the video until it is approved.
 */
export function ModerationNote({ video }: { video: Pick<FeedVideo, 'moderation_status'> }) {
  if (video.moderation_status !== 'pending') return null;
  return (
    <p data-testid="moderation-note" className="px-1 text-xs text-warning">
      <strong>{VIDEO_MESSAGES.awaitingReview}:</strong> only you can see this video until a
      moderator approves it.
    </p>
  );
}
