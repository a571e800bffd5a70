import { useQuery } from '@tanstack/react-query';
import { PERSISTED } from '@/lib/query/keys';
import { getEarningRates } from '../api/get-earning-rates';
import type { EarningRate } from '../model/earning-rates';
import { guideKeys } from './guide-keys';

export interface EarningRatesView {
  /** undefined while loading, or when they could not be read and none are kept. */
  rates: EarningRate[] | undefined;
  loading: boolean;
  failed: boolean;
  retry(): void;
}

/** The server's earning rates (kept on the device, so the summary opens offline). */
export function useEarningRates(): EarningRatesView {
  const query = useQuery({
    queryKey: guideKeys.earningRates(),
    queryFn: ({ signal }) => getEarningRates(signal),
    meta: PERSISTED,
  });
  return {
    rates: query.data,
    loading: query.isPending && query.fetchStatus !== 'idle',
    failed: query.isError && query.data === undefined,
    retry: () => void query.refetch(),
  };
}
