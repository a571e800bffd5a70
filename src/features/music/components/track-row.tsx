import { buttonClasses } from '@/components/button';
import { formatDuration } from '../model/duration';
import type { LibraryTrack, TrackStatus } from '../model/library-track';

const STATUS_CLASSES: Record<TrackStatus, string> = {
  active: 'bg-success/15 text-success',
  inactive: 'bg-danger/15 text-danger',
  processing: 'bg-warning/15 text-warning',
};

const SMALL = 'min-h-11 px-3 text-sm';
const DANGER_BASE =
  'inline-flex items-center justify-center rounded-xl font-semibold text-danger hover:bg-surface disabled:cursor-not-allowed disabled:opacity-60';

export interface TrackRowProps {
  track: LibraryTrack;
  playing: boolean;
  busy: boolean;
  onPlay(): void;
  onEdit(): void;
  onToggleStatus(): void;
  onDelete(): void;
}

function TrackSummary({ track }: { track: LibraryTrack }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      {track.coverImageUrl ? (
        <img
          src={track.coverImageUrl}
          alt=""
          loading="lazy"
          className="size-14 shrink-0 rounded-xl object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-xl bg-surface text-xl text-ink-muted"
        >
          ♪
        </div>
      )}
      <div className="min-w-0">
        <h3 className="truncate font-semibold">{track.title}</h3>
        <p className="truncate text-sm text-ink-muted">
          {track.artist} · {track.genre} · {formatDuration(track.duration)}
        </p>
      </div>
      <span
        className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STATUS_CLASSES[track.status]}`}
      >
        {track.status}
      </span>
    </div>
  );
}

/** One library track: cover, title, artist, genre, duration, status, and its actions. */
export function TrackRow({ track, playing, busy, ...on }: TrackRowProps) {
  const { title } = track;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-3 sm:flex-row sm:items-center">
      <TrackSummary track={track} />
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          onClick={on.onPlay}
          aria-label={`${playing ? 'Pause' : 'Play'} ${title}`}
          className={buttonClasses('secondary', `${SMALL} w-11 px-0`)}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button type="button" onClick={on.onEdit} className={buttonClasses('ghost', SMALL)}>
          Edit<span className="sr-only"> {title}</span>
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={on.onToggleStatus}
          className={buttonClasses('ghost', SMALL)}
        >
          {track.status === 'active' ? 'Deactivate' : 'Activate'}
          <span className="sr-only"> {title}</span>
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={on.onDelete}
          className={`${DANGER_BASE} ${SMALL}`}
        >
          Delete<span className="sr-only"> {title}</span>
        </button>
      </div>
    </li>
  );
}
