import { Button } from '@/components/button';
import type { OutboxRow } from '@/lib/db';
import { WORKER_SENT_KINDS } from '@/domain/outbox-kinds';
import { actionLine, actionsHeadline } from '../model/tray-groups';

export interface WaitingActionsProps {
  rows: OutboxRow[];
  onRetry(id: string): void;
  onCancel(id: string): void;
}

/**
 * Likes, comments and other small actions the outbox still holds: one compact, expandable line
 * under the uploads, naming the videos; a refused one says why and can be retried or dropped.
 */
export function WaitingActions({ rows, onRetry, onCancel }: WaitingActionsProps) {
  if (rows.length === 0) return null;
  return (
    <details className="rounded-xl border border-line bg-surface-raised p-3 text-sm">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        {actionsHeadline(rows.length)}
      </summary>
      <ul aria-label="Waiting actions" className="mt-2 flex flex-col gap-2">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 flex-1 truncate">{actionLine(row)}</span>
            {row.status === 'failed' ? (
              <span className="flex gap-1">
                <span className="sr-only">Failed: </span>
                <span role="alert" className="text-danger">
                  {row.lastError ?? 'Failed'}
                </span>
                <Button variant="ghost" onClick={() => onRetry(row.id)}>
                  Retry
                </Button>
                <Button variant="ghost" onClick={() => onCancel(row.id)}>
                  Cancel
                </Button>
              </span>
            ) : (
              <span className="text-ink-muted">
                {WORKER_SENT_KINDS.has(row.kind)
                  ? 'Waiting'
                  : 'Waiting · sends when LaughLoop is open'}
              </span>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
