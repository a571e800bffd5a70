import { boostBadgeText } from '../model/boosted';
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
