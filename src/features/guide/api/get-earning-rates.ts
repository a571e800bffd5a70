import { getPublic } from '@/lib/api/get-public';
import { EARNING_RATE_COLUMNS, parseEarningRates, type EarningRate } from '../model/earning-rates';

/**
 * The active earning_categories rows (design §3.4: the one source of rates). A plain anon GET, so
 * the guide never loads supabase-js for it.
 */
export function getEarningRates(signal?: AbortSignal): Promise<EarningRate[]> {
  return getPublic(
    `earning_categories?select=${EARNING_RATE_COLUMNS}&is_active=is.true`,
    parseEarningRates,
    signal,
  );
}
