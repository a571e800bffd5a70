import { useId } from 'react';
import type { FeedVideo } from '../model/video';
import { useLikeView } from '../hooks/use-liked-ids';
import type { LikeView } from '../likes/like-record';
import { ClockIcon, HeartIcon } from './icons';

const compact = new Intl.NumberFormat('en', { notation: 'compact' });

/**
 * The like logic (server call, outbox, messages) loads on the first tap, not with the first screen;
 * the offline warm-up has it on the device before the network can go.
 */
function likeOrUnlike(video: { id: string; title: string }, view: LikeView): Promise<void> {
  return import('../hooks/toggle-like').then(({ toggleLike }) =>
    toggleLike(video.id, view, video.title),
  );
}

/**
 * Like with its count; a like still waiting for the network shows a clock and says so. The name
 * carries the count as shown ("Like <title>, 1.2K likes"): a name must contain the visible text
 * (WCAG 2.5.3, axe label-content-name-mismatch). `stacked` puts the count under the heart.
 */
export function LikeButton({
  video,
  overlay = false,
  stacked = false,
}: {
  video: Pick<FeedVideo, 'id' | 'likes_count' | 'title'>;
  overlay?: boolean;
  stacked?: boolean;
}) {
  const view = useLikeView(video);
  const waitId = useId();
  const shown = compact.format(view.likesCount);
  const label = `${view.liked ? 'Unlike' : 'Like'} ${video.title}, ${shown} ${view.likesCount === 1 ? 'like' : 'likes'}`;
  return (
    <button
      type="button"
      aria-pressed={view.liked}
      aria-label={label}
      aria-describedby={view.pending ? waitId : undefined}
      data-testid="like-button"
      onClick={() => void likeOrUnlike(video, view)}
      className={`flex min-h-11 min-w-11 items-center justify-center rounded-xl font-semibold ${
        overlay
          ? 'flex-col gap-1 px-2 text-white drop-shadow'
          : `hover:bg-surface-raised ${stacked ? 'flex-col px-1' : 'gap-1 px-2'}`
      } ${view.liked ? 'text-pink-400' : ''}`}
    >
      <HeartIcon filled={view.liked} />
      <span data-testid="like-count" className="text-sm tabular-nums" aria-hidden="true">
        {shown}
      </span>
      {view.pending && (
        <span
          className="inline-flex items-center gap-0.5 text-xs text-warning"
          data-testid="like-pending"
        >
          <ClockIcon className="size-3.5" />
          <span id={waitId} hidden>
            Waiting to sync
          </span>
        </span>
      )}
    </button>
  );
}
