import { parseEntryIntent, untimedEntryNotice } from '@/lib/challenge-entry';
import { useNow } from '../hooks/use-now';

/** The challenge a queued video enters, read from its payload (null: a normal video). */
function entryOf(payload: unknown) {
  const value = (payload as { challenge?: unknown } | null)?.challenge;
  return value === undefined ? null : parseEntryIntent(value);
}

function Countdown({ notice }: { notice: (now: number) => string | null }) {
  const text = notice(useNow());
  return text ? <p className="text-sm font-medium text-warning">{text}</p> : null;
}

/**
 * Under a queued video: the challenge it enters and, when it holds no ticket (its take finished
 * offline, or it is a link), that it must reach the server before the deadline, counting down.
 */
export function TrayEntryLine({ payload, waiting }: { payload: unknown; waiting: boolean }) {
  const intent = entryOf(payload);
  if (!intent) return null;
  const kind = (payload as { source?: unknown }).source === 'url' ? 'link' : 'file';
  return (
    <>
      <p className="text-sm text-ink-muted">Enters challenge: {intent.title}</p>
      {waiting && !intent.ticket && (
        <Countdown notice={(now) => untimedEntryNotice(intent, now, kind)} />
      )}
    </>
  );
}
