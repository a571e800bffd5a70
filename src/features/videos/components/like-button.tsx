import type { FeedVideo } from '../model/video';
import { useLikeView } from '../hooks/use-liked-ids';
import type { LikeView } from '../model/like-merge';
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

/** Like with its count; a like still waiting for the network shows a clock and says so. */
export function LikeButton({
  video,
  overlay = false,
}: {
  video: Pick<FeedVideo, 'id' | 'likes_count' | 'title'>;
  overlay?: boolean;
}) {
  const view = useLikeView(video);
  const label = `${view.liked ? 'Unlike' : 'Like'} ${video.title}`;
  return (
    <button
      type="button"
      aria-pressed={view.liked}
      aria-label={label}
      data-testid="like-button"
      onClick={() => void likeOrUnlike(video, view)}
      className={`flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-xl px-2 font-semibold ${
        overlay ? 'flex-col text-white drop-shadow' : 'hover:bg-surface-raised'
      } ${view.liked ? 'text-pink-400' : ''}`}
    >
      <HeartIcon filled={view.liked} />
      <span data-testid="like-count" className="text-sm tabular-nums" aria-hidden="true">
        {compact.format(view.likesCount)}
      </span>
      <span className="sr-only">
        {view.likesCount} {view.likesCount === 1 ? 'like' : 'likes'}
      </span>
      {view.pending && (
        <span
          className="inline-flex items-center gap-0.5 text-xs text-warning"
          data-testid="like-pending"
        >
          <ClockIcon className="size-3.5" />
          <span className="sr-only">Waiting to sync</span>
        </span>
      )}
    </button>
  );
}
