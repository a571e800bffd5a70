import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { ReasonForm } from '@/components/reason-form';
import type { ModerationAction } from '../hooks/use-moderation-queue';
import {
  MODERATION_MESSAGES,
  MODERATION_REASON_MAX,
  moderationReasonProblem,
  type QueuedVideo,
} from '../model/moderation-queue';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

function Reports({ video }: { video: QueuedVideo }) {
  if (video.reportCount === 0)
    return <p className="text-sm text-ink-muted">Held by the moderation rules, not reported.</p>;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="font-semibold" data-testid="report-count">
        {video.reportCount === 1 ? '1 report' : `${video.reportCount} reports`}
      </p>
      <ul aria-label={`Reasons given for ${video.title}`} className="flex flex-wrap gap-1">
        {video.reasons.map((reason) => (
          <li
            key={reason.label}
            className="rounded-full bg-stage px-2.5 py-0.5 text-xs font-semibold"
          >
            {reason.label} × {reason.count}
          </li>
        ))}
      </ul>
      {video.details.map((words, index) => (
        <blockquote key={index} className="border-l-2 border-line pl-2 text-ink-muted">
          {words}
        </blockquote>
      ))}
    </div>
  );
}

function Uploader({ video }: { video: QueuedVideo }) {
  if (!video.uploaderId) return <p className="text-sm text-ink-muted">LaughLoop sample video</p>;
  return (
    <p className="text-sm">
      Uploaded by <span className="font-semibold">{video.uploaderName ?? 'Member'}</span>
      {video.uploaderEmail && <span className="text-ink-muted"> ({video.uploaderEmail})</span>}
      {video.uploaderBanned && <span className="font-semibold text-danger"> · banned</span>}
    </p>
  );
}

type Asking = 'remove' | 'ban' | null;

/** One video in the queue: what it is, why it is here, who made it, and the three actions. */
export function QueuedVideoCard(props: {
  video: QueuedVideo;
  busy: boolean;
  onAct(action: ModerationAction): void;
}) {
  const { video, busy, onAct } = props;
  const [asking, setAsking] = useState<Asking>(null);
  const uploaderId = video.uploaderId;
  return (
    <li
      aria-label={video.title}
      data-video-id={video.id}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3"
    >
      <div className="flex items-start gap-3">
        {video.thumbnailUrl && (
          <img
            src={video.thumbnailUrl}
            alt=""
            className="h-16 w-12 shrink-0 rounded-lg object-cover"
          />
        )}
        <div className="min-w-0 flex-1">
          <Link to={`/video/${encodeURIComponent(video.id)}`} className="font-bold underline">
            {video.title}
          </Link>
          <p className="text-xs text-ink-muted">Uploaded {day(video.createdAt)}</p>
          <Uploader video={video} />
        </div>
        <span className="rounded-full bg-stage px-2.5 py-0.5 text-xs font-semibold">
          {MODERATION_MESSAGES.statusLabel[video.status]}
        </span>
      </div>
      <Reports video={video} />
      {asking === 'remove' && (
        <ReasonForm
          label="Reason for the creator"
          confirm="Confirm Removal"
          busy={busy}
          maxLength={MODERATION_REASON_MAX}
          problemOf={moderationReasonProblem}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) =>
            onAct({ kind: 'review', videoId: video.id, decision: 'remove', reason })
          }
        />
      )}
      {asking === 'ban' && uploaderId && (
        <ReasonForm
          label="Reason for the ban"
          confirm="Confirm Ban"
          busy={busy}
          maxLength={MODERATION_REASON_MAX}
          problemOf={moderationReasonProblem}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => onAct({ kind: 'ban', userId: uploaderId, reason })}
        />
      )}
      {asking === null && (
        <div className="flex flex-wrap gap-2">
          {!video.uploaderBanned && (
            <Button
              disabled={busy}
              onClick={() => onAct({ kind: 'review', videoId: video.id, decision: 'restore' })}
            >
              Restore
            </Button>
          )}
          <Button variant="secondary" onClick={() => setAsking('remove')}>
            Remove
          </Button>
          {uploaderId && !video.uploaderBanned && (
            <Button variant="secondary" onClick={() => setAsking('ban')}>
              Ban Uploader
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
