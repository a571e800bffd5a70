import { startTransition, useEffect, useState } from 'react';

/**
 * `count` items, of which the first commit shows only `first` (the ones on a phone's screen); the
 * rest follow at once in a transition. Putting a page of cards into the document and running their
 * effects was one long task while the page started; in two, the first is short and the second is
 * built in slices.
 */
export function useStagedCount(count: number, first: number): number {
  const [staged, setStaged] = useState(true);
  useEffect(() => startTransition(() => setStaged(false)), []);
  return staged ? Math.min(count, first) : count;
}
