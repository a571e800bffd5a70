import { useQuery } from '@tanstack/react-query';
import { PERSISTED } from '@/lib/query/keys';
import { getEarningSummary } from '../api/get-earning-summary';
import { defaultSummary, type CategorySummary } from '../model/earning-summary';
import { earningKeys } from './earning-keys';

export interface EarningSummaryView {
  categories: CategorySummary[];
  /** True while the figures are the defaults (not read yet, or the read failed). */
  fallback: boolean;
}

/** The member's summary per category; part 1 §8: the default rules while it cannot be read. */
export function useEarningSummary(userId: string): EarningSummaryView {
  const query = useQuery({
    queryKey: earningKeys.summary(userId),
    queryFn: ({ signal }) => getEarningSummary(signal),
    meta: PERSISTED,
  });
  return query.data && query.data.length > 0
    ? { categories: query.data, fallback: false }
    : { categories: defaultSummary(), fallback: true };
}
