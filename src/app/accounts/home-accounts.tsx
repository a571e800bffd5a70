import { HomeQueryFlags } from '@/features/auth/components/home-query-flags';
import { HomeOffers } from '@/features/premium/components/home-offers';

/** What accounts add to the home page: its query flags and the first-visit offer timers. */
export function HomeAccounts() {
  return (
    <>
      <HomeQueryFlags />
      <HomeOffers />
    </>
  );
}
