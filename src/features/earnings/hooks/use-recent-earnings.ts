import { useQuery } from '@tanstack/react-query';
import { PERSISTED } from '@/lib/query/keys';
import { getRecentEarnings, type ConfirmedEarning } from '../api/get-recent-earnings';
import { earningKeys } from './earning-keys';

/** The member's latest confirmed earnings (kept for offline), or undefined until read. */
export function useRecentEarnings(userId: string): ConfirmedEarning[] | undefined {
  return useQuery({
    queryKey: earningKeys.recent(userId),
    queryFn: () => getRecentEarnings(userId),
    meta: PERSISTED,
  }).data;
}
