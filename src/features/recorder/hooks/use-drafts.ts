import { useEffect, useState } from 'react';
import type { TakeRow } from '@/lib/db';
import { outbox } from '@/lib/outbox-port';
import { useLiveQuery } from '@/lib/use-live-query';
import { listDrafts } from '../data/take-store';

/**
 * The drafts, kept current: the takes table is watched here, and the outbox (whose table is not
 * ours) tells through its port which takes it still holds; `unfinished` are cut-off takes whose
 * recovery a full disk refused. Undefined until both have answered,
 * so a queued take never flashes up as a draft.
 */
export function useDrafts(unfinished: ReadonlySet<string>): TakeRow[] | undefined {
  const [inOutbox, setInOutbox] = useState<ReadonlySet<string>>();
  useEffect(() => outbox().watchTakesInOutbox(setInOutbox), []);
  const key = inOutbox ? [...inOutbox].sort().join(',') : 'unknown';
  const unfinishedKey = [...unfinished].sort().join(',');
  const drafts = useLiveQuery(
    () => (inOutbox ? listDrafts(inOutbox, unfinished) : Promise.resolve(undefined)),
    `recorder-drafts:${key}:${unfinishedKey}`,
  );
  return inOutbox ? drafts : undefined;
}
