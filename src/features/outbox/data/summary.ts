import { create } from 'zustand';

/**
 * How many items wait (queued, sending) and how many failed, mirrored in localStorage so the shell
 * knows whether to load the outbox at start (and the header can show a count) without loading
 * Dexie for visitors who have nothing queued. The outbox engine keeps it current.
 */
export interface OutboxSummary {
  waiting: number;
  failed: number;
  /** Percent of the item being uploaded, when one is. */
  uploadingPercent: number | null;
  /** Small actions (likes, comments …) waiting: not on the badge, but the engine must start. */
  actionsWaiting: number;
}

const STORAGE_KEY = 'laughloop-outbox-summary';
const EMPTY: OutboxSummary = { waiting: 0, failed: 0, uploadingPercent: null, actionsWaiting: 0 };

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

export function parseSummary(text: string | null): OutboxSummary {
  if (!text) return EMPTY;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return EMPTY;
    const { waiting, failed, uploadingPercent, actionsWaiting } = value as Record<string, unknown>;
    return {
      waiting: count(waiting),
      failed: count(failed),
      actionsWaiting: count(actionsWaiting),
      uploadingPercent:
        typeof uploadingPercent === 'number' ? Math.min(100, Math.max(0, uploadingPercent)) : null,
    };
  } catch {
    return EMPTY;
  }
}

function readStored(): OutboxSummary {
  try {
    return parseSummary(localStorage.getItem(STORAGE_KEY));
  } catch {
    return EMPTY;
  }
}

export const useOutboxSummary = create<OutboxSummary>(() => readStored());

/** Anything queued at all, uploads or small actions: the outbox engine has work to do. */
export function anythingWaits(summary: OutboxSummary): boolean {
  return summary.waiting + summary.actionsWaiting > 0;
}

export function publishSummary(summary: OutboxSummary): void {
  const current = useOutboxSummary.getState();
  if (
    current.waiting === summary.waiting &&
    current.failed === summary.failed &&
    current.actionsWaiting === summary.actionsWaiting &&
    current.uploadingPercent === summary.uploadingPercent
  )
    return;
  useOutboxSummary.setState(summary);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(summary));
  } catch {
    // Private mode or a full disk: the count is a convenience, the rows are the truth.
  }
}

/** Another tab changed the outbox: pick up its count. */
export function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) useOutboxSummary.setState(parseSummary(event.newValue));
  });
}
