import { Link } from 'react-router-dom';
import type { OutboxEntry } from '@/lib/outbox-port';
import type { ConfirmedEarning } from '../api/get-recent-earnings';
import { CATEGORY_LABELS } from '../model/earning-rules';
import { formatDollars } from '../model/earning-summary';
import type { RecordEarningPayload } from '../outbox/record-earning-kind';

const ROW = 'flex items-center justify-between gap-3 rounded-lg bg-stage px-3 py-2 text-sm';

function VideoLink({ videoId }: { videoId: string | null }) {
  if (!videoId) return <span className="text-ink-muted">a video</span>;
  return (
    <Link to={`/video/${encodeURIComponent(videoId)}`} className="text-brand-soft hover:underline">
      the video
    </Link>
  );
}

/**
 * The member's actions, newest first: those still on this device (pending, or refused with the
 * server's reason) above the ones the server has confirmed.
 */
export function EarningActivity({
  queued,
  confirmed,
}: {
  queued: OutboxEntry<RecordEarningPayload>[];
  confirmed: ConfirmedEarning[] | undefined;
}) {
  const local = [...queued].reverse();
  if (local.length === 0 && confirmed?.length === 0)
    return (
      <p className="text-sm text-ink-muted">
        Watch, like, comment on and share other creators’ videos to earn.
      </p>
    );
  return (
    <ul aria-label="Your earning actions" className="flex flex-col gap-2">
      {local.map((item) => (
        <li key={item.id} className={ROW} data-state={item.waiting ? 'pending' : 'refused'}>
          <span>
            {CATEGORY_LABELS[item.payload.category]} · <VideoLink videoId={item.payload.videoId} />
          </span>
          {item.waiting ? (
            <span className="font-semibold text-warning">Pending</span>
          ) : (
            <span className="text-right text-danger">Refused: {item.failure}</span>
          )}
        </li>
      ))}
      {confirmed?.map((earning) => (
        <li key={earning.id} className={ROW} data-state="confirmed">
          <span>
            {CATEGORY_LABELS[earning.category]} · <VideoLink videoId={earning.videoId} />
          </span>
          <span className="font-semibold text-success">
            +{formatDollars(earning.amount)} Confirmed
          </span>
        </li>
      ))}
    </ul>
  );
}
