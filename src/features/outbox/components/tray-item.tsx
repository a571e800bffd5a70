import { Button } from '@/components/button';
import { Progress } from '@/components/progress';
import type { OutboxRow } from '@/lib/db';
import { itemTitle } from '../model/item-title';
import { formatBytes, type TrayState } from '../model/tray-state';
import { TrayEntryLine } from './tray-entry-line';

export interface TrayItemProps {
  row: OutboxRow;
  state: TrayState;
  onRetry(): void;
  onCancel(): void;
}

const STATE_COLOURS: Record<TrayState['kind'], string> = {
  'waiting-network': 'text-warning',
  'waiting-wifi': 'text-warning',
  queued: 'text-ink-muted',
  shrinking: 'text-brand-soft',
  uploading: 'text-brand-soft',
  processing: 'text-brand-soft',
  done: 'text-success',
  failed: 'text-danger',
};

/** One queued, running, finished or failed item with what can be done about it. */
export function TrayItem({ row, state, onRetry, onCancel }: TrayItemProps) {
  const title = itemTitle(row);
  const showBytes = row.bytesTotal > 0 && state.kind !== 'done' && state.kind !== 'shrinking';
  const measured = state.kind === 'uploading' || state.kind === 'shrinking';
  const canRetry = state.kind === 'failed' || (state.kind === 'queued' && row.attempts > 0);
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface-raised p-3"
      aria-label={title}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 flex-1 truncate font-semibold">{title}</p>
        <p className={`shrink-0 text-sm font-medium ${STATE_COLOURS[state.kind]}`}>
          {measured
            ? `${state.label} ${state.percent}%`
            : state.kind === 'failed'
              ? 'Failed'
              : state.label}
        </p>
      </div>
      <TrayEntryLine
        payload={row.payload}
        waiting={state.kind !== 'done' && state.kind !== 'failed'}
      />
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {state.reason}
        </p>
      )}
      {state.kind === 'queued' && row.lastError && (
        <p className="text-sm text-ink-muted">Last try: {row.lastError}</p>
      )}
      {(measured || state.kind === 'processing') && (
        <Progress
          value={measured ? state.percent / 100 : undefined}
          label={`${title}: ${state.label}`}
        />
      )}
      {showBytes && (
        <p className="text-sm text-ink-muted">
          {formatBytes(row.bytesSent)} of {formatBytes(row.bytesTotal)}
        </p>
      )}
      {state.kind !== 'done' && (
        <div className="flex gap-2">
          {canRetry && (
            <Button variant="secondary" onClick={onRetry}>
              Retry
            </Button>
          )}
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}
