import type { ComponentType, ReactNode } from 'react';
import { useModerate, useModerationQueue } from '../hooks/use-moderation-queue';
import { MODERATION_MESSAGES } from '../model/moderation-queue';
import { QueuedVideoCard } from './queued-video-card';

function QueueList() {
  const queue = useModerationQueue();
  const moderate = useModerate();
  if (queue.isError) return <p className="text-sm text-danger">{MODERATION_MESSAGES.loadFailed}</p>;
  if (!queue.data) return <p className="text-sm text-ink-muted">Loading…</p>;
  return (
    <>
      <p className="text-sm text-ink-muted" data-testid="moderation-rules">
        {MODERATION_MESSAGES.rules(queue.data)}
      </p>
      {queue.data.videos.length === 0 ? (
        <p className="text-sm text-ink-muted">{MODERATION_MESSAGES.empty}</p>
      ) : (
        <ul aria-label="Videos waiting for review" className="flex flex-col gap-3">
          {queue.data.videos.map((video) => (
            <QueuedVideoCard
              key={video.id}
              video={video}
              busy={moderate.isPending}
              onAct={(action) => moderate.mutate(action)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

export interface ModerationQueuePanelProps {
  /** Decides who sees the queue (the app passes the admin feature's AdminGate). */
  guard: ComponentType<{ children: ReactNode }>;
}

/**
 * The moderation queue (issue 34 §2): pending and reported videos, most reported first, with the
 * reasons, the report count and the uploader; restore, remove (with a reason the creator reads) or
 * ban the uploader. The database checks the role and audit-logs every action.
 */
export default function ModerationQueuePanel({ guard: Guard }: ModerationQueuePanelProps) {
  return (
    <section
      aria-labelledby="moderation-queue-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4"
    >
      <h2 id="moderation-queue-heading" className="text-lg font-bold">
        {MODERATION_MESSAGES.heading}
      </h2>
      <Guard>
        <QueueList />
      </Guard>
    </section>
  );
}
