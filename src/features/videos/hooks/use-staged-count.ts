import { startTransition, useEffect, useState } from 'react';

let firstPageOfLoad = true;

/**
 * Whether this is the first page a plain load of the document shows: a reload or Back/Forward
 * brings a scroll position back, which needs the whole list in the first commit.
 */
function takeFreshLoad(): boolean {
  const fresh = firstPageOfLoad;
  firstPageOfLoad = false;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return fresh && (entry?.type ?? 'navigate') === 'navigate';
}

/**
 * `count` items. On the first page of a fresh load the first commit shows only `first` (the ones
 * on a phone's screen) and the rest follow at once in a transition: putting a page of cards into
 * the document and running their effects was one long task while the app started; in two, the
 * first is short and the second is built in slices. Anywhere else (the app already running, or a
 * scroll position to restore) all of them come at once.
 */
export function useStagedCount(count: number, first: number): number {
  const [staged, setStaged] = useState(takeFreshLoad);
  useEffect(() => {
    if (staged) startTransition(() => setStaged(false));
  }, [staged]);
  return staged ? Math.min(count, first) : count;
}
