import { DOCK_BOTTOM_CLASS, dockAboveNav } from '@/components/bottom-dock';
import { CloseIcon } from '@/components/close-icon';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { dismissUploadSuccessCard, useUploadSuccess } from '../model/upload-success';

/**
 * The upload-success toast card (part 1 §2): the video is live (or, when the database held it for
 * review, waiting for a moderator); it goes away after 5 seconds.
 * It is drawn in <body>: the header that hosts it blurs its backdrop, which makes the header the
 * box a `fixed` card is placed in, and the card ended up above the top of the screen.
 */
export function UploadSuccessCard() {
  const card = useUploadSuccess((state) => state.card);
  if (!card) return null;
  return createPortal(
    <aside
      ref={dockAboveNav}
      aria-label="Upload complete"
      className={`toast-enter fixed inset-x-3 ${DOCK_BOTTOM_CLASS} z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-success/60 bg-surface-raised p-4 shadow-lg shadow-black/40`}
    >
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-success/20 text-xl text-success"
      >
        ✓
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Upload complete!</p>
        <p className="truncate text-sm text-ink-muted">{card.title}</p>
        {card.awaitingReview && (
          <p className="text-sm text-warning">Awaiting review by a moderator</p>
        )}
        <Link
          to={card.awaitingReview ? '/my-videos' : '/latest-videos'}
          onClick={dismissUploadSuccessCard}
          className="text-sm font-semibold text-brand-soft underline underline-offset-2"
        >
          {card.awaitingReview ? 'See it in My Videos' : 'See it in Latest Videos'}
        </Link>
      </div>
      <button
        type="button"
        onClick={dismissUploadSuccessCard}
        aria-label="Dismiss upload complete"
        className="grid size-11 shrink-0 place-items-center rounded-lg text-ink-muted hover:text-ink"
      >
        <CloseIcon />
      </button>
    </aside>,
    document.body,
  );
}
