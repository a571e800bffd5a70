import { useState } from 'react';
import { ACTION_OVERLAY, ACTION_ROW } from '@/components/action-styles';
import type { VideoExtraProps } from '@/lib/video-extras';
import { useCommentSummary } from '../hooks/use-comment-summary';
import { CommentsSheet } from './comments-sheet';

function CommentIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The button's name starts with what it shows (axe's label-content-name-mismatch): the count once
 * it is known, "Comments" before.
 */
function commentsLabel(count: number | undefined, title: string): string {
  if (count === undefined) return `Comments on ${title}`;
  return `${count} ${count === 1 ? 'comment' : 'comments'} on ${title}`;
}

/**
 * The video's Comments action: its count, and the comments sheet. Hidden when the video does not
 * take comments (its "allow comments" is off).
 */
export default function CommentsButton({ videoId, title, overlay }: VideoExtraProps) {
  const summary = useCommentSummary(videoId);
  const [open, setOpen] = useState(false);
  if (summary && !summary.allowed) return null;
  return (
    <>
      <button
        type="button"
        className={overlay ? ACTION_OVERLAY : ACTION_ROW}
        aria-label={commentsLabel(summary?.count, title)}
        onClick={() => setOpen(true)}
      >
        <CommentIcon />
        <span aria-hidden="true">{summary ? summary.count : 'Comments'}</span>
      </button>
      {open && (
        <CommentsSheet videoId={videoId} title={title} open onClose={() => setOpen(false)} />
      )}
    </>
  );
}
