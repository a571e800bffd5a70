import { PLATFORM_LABELS, type Platform } from '../model/premium-post';

export interface PostCardProps {
  displayName: string;
  videoUrl: string;
  platform: Platform;
  description: string | null;
  /** ISO time it was posted; null while it waits on this device. */
  createdAt: string | null;
  /** 'Waiting to post…' or the reason it was refused; null once posted. */
  state?: string | null;
  failed?: boolean;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One post in the group: who shared it (a display name, never an email) and the link. */
export function PostCard(post: PostCardProps) {
  return (
    <li
      aria-label={`${post.displayName}: ${PLATFORM_LABELS[post.platform]} video`}
      className="flex flex-col gap-1 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-semibold">{post.displayName}</span>
        <span className="rounded-full bg-surface-raised px-2 py-0.5 text-xs">
          {PLATFORM_LABELS[post.platform]}
        </span>
      </div>
      <a
        href={post.videoUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-brand-soft hover:underline"
      >
        {post.videoUrl}
      </a>
      {post.description && <p className="whitespace-pre-line text-sm">{post.description}</p>}
      {post.createdAt && <p className="text-xs text-ink-muted">{when(post.createdAt)}</p>}
      {post.state && (
        <p role="status" className={`text-xs ${post.failed ? 'text-danger' : 'text-warning'}`}>
          {post.state}
        </p>
      )}
    </li>
  );
}
