import { Link } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { requestOwnerAction } from '../hooks/video-actions';
import type { FeedVideo } from '../model/video';
import { shortVideoId, videoPagePath } from '../model/video-links';
import { openVideoDialog } from '../stores/dialog-store';
import { BoostBadge, ModerationNote } from './badges';
import { EditIcon, ShareIcon, TrashIcon } from './icons';
import { ModerationNotice } from './moderation-notice';
import { VideoThumb } from './video-thumb';

const ACTION =
  'flex min-h-11 flex-1 items-center justify-center gap-1 rounded-xl text-sm font-semibold hover:bg-surface-raised';

function formatDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A card of My Videos: the owner's view with id, views, date and edit/delete/share. */
export function MyVideoCard({ video }: { video: FeedVideo }) {
  const userId = useSession((state) => state.user?.id ?? null);
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-2"
      data-testid="my-video-card"
      data-video-id={video.id}
    >
      <Link
        to={videoPagePath(video.id)}
        aria-label={`Watch ${video.title}`}
        className="relative block rounded-xl"
      >
        <VideoThumb video={video} className="rounded-xl" />
        <span className="absolute left-2 top-2 rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">
          YOURS
        </span>
      </Link>
      <BoostBadge video={video} />
      <ModerationNote video={video} />
      <h3 className="line-clamp-2 px-1 font-semibold leading-snug">{video.title}</h3>
      <ModerationNotice video={video} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 px-1 text-xs text-ink-muted">
        <dt>ID</dt>
        <dd className="font-mono" data-testid="short-id">
          {shortVideoId(video.id)}
        </dd>
        <dt>Views</dt>
        <dd>{video.views.toLocaleString('en')}</dd>
        <dt>Date</dt>
        <dd>{formatDate(video.created_at)}</dd>
        {video.challenge_tag && (
          <>
            <dt>Challenge</dt>
            <dd className="text-brand-soft">{video.challenge_tag}</dd>
          </>
        )}
        {video.entered_challenges && video.entered_challenges.length > 0 && (
          <>
            <dt>Entered in</dt>
            <dd className="font-semibold text-brand-soft" data-testid="entered-challenge">
              {video.entered_challenges.join(', ')}
            </dd>
          </>
        )}
      </dl>
      <div className="flex">
        <button
          type="button"
          className={ACTION}
          aria-label={`Edit ${video.title}`}
          onClick={() => requestOwnerAction('edit', video, userId, null)}
        >
          <EditIcon />
        </button>
        <button
          type="button"
          className={`${ACTION} text-danger`}
          aria-label={`Delete ${video.title}`}
          onClick={() => requestOwnerAction('delete', video, userId, null)}
        >
          <TrashIcon />
        </button>
        <button
          type="button"
          className={ACTION}
          aria-label={`Share ${video.title}`}
          onClick={() => openVideoDialog('share', video)}
        >
          <ShareIcon />
        </button>
      </div>
    </li>
  );
}
