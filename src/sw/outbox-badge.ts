import { liveQuery } from 'dexie';
import { listItems, badgeSummary, badgeCall } from '@/features/outbox/worker';

/** The Badging API in the worker (Chromium); elsewhere nothing happens. */
interface BadgeNavigator {
  setAppBadge?(count?: number): Promise<void>;
  clearAppBadge?(): Promise<void>;
}

async function showOnIcon(count: number): Promise<void> {
  const badge = navigator as unknown as BadgeNavigator;
  const call = badgeCall(count);
  try {
    await (call.kind === 'set' ? badge.setAppBadge?.(call.count) : badge.clearAppBadge?.());
  } catch (error) {
    // Not installed, or no permission: the next page shows the count in its header.
    console.warn('Outbox: could not badge the app icon', error);
  }
}

/**
 * While the worker sends with every page closed, the icon follows the queue as a page's would
 * (uploads waiting, src/features/outbox/port/show-waiting.ts): one fewer per upload sent, cleared
 * when the queue empties. Returns the function that stops following, after a last update.
 */
export function followBadgeWhileDraining(): () => Promise<void> {
  let shown: number | null = null;
  let last = Promise.resolve();
  const update = (rows: Awaited<ReturnType<typeof listItems>>) => {
    const count = badgeSummary(rows).waiting;
    if (count === shown) return;
    shown = count;
    last = last.then(() => showOnIcon(count));
  };
  const subscription = liveQuery(listItems).subscribe({
    next: update,
    error: (error: unknown) =>
      console.warn('Outbox: reading the queue for the badge failed', error),
  });
  return async () => {
    subscription.unsubscribe();
    update(await listItems());
    await last;
  };
}
