import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { whenQueryCacheRestored } from '@/lib/query/client';
import { PERSISTED } from '@/lib/query/keys';
import { getAffiliate, type Affiliate } from '../api/get-affiliate';
import { getAffiliateStatement } from '../api/get-affiliate-statement';
import type { AffiliateStatement } from '../model/statement';
import { affiliateKeys } from './affiliate-keys';

export interface AffiliateView {
  /** undefined until read; null: not a member. */
  affiliate: Affiliate | null | undefined;
  failed: boolean;
  retry(): void;
}

/** Past this, a cache that never comes back (its code failed to load) is not waited for. */
const RESTORE_WAIT_MS = 3_000;

/** False until the copies kept on the device are back in the query cache. */
function useCacheRestored(): boolean {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => live && setRestored(true);
    void whenQueryCacheRestored().then(done);
    const timer = setTimeout(done, RESTORE_WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return restored;
}

/**
 * The user's affiliate row (kept on the device, so the page opens offline). A failed read counts
 * only once the kept copy had its chance to arrive: offline, the first read fails at once.
 */
export function useAffiliate(userId: string): AffiliateView {
  const restored = useCacheRestored();
  const query = useQuery({
    queryKey: affiliateKeys.member(userId),
    queryFn: ({ signal }) => getAffiliate(userId, signal),
    meta: PERSISTED,
  });
  return {
    affiliate: query.data,
    failed: query.isError && restored,
    retry: () => void query.refetch(),
  };
}

/** The affiliate's totals, balance and commissions (kept on the device). */
export function useAffiliateStatement(userId: string): {
  statement: AffiliateStatement | null | undefined;
  failed: boolean;
} {
  const query = useQuery({
    queryKey: affiliateKeys.statement(userId),
    queryFn: ({ signal }) => getAffiliateStatement(signal),
    meta: PERSISTED,
  });
  return { statement: query.data, failed: query.isError };
}
