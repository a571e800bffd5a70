import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { HomeOffers } from '@/features/premium';
import { openingHash } from './start-accounts';
import { loadHomeQueryFlags } from '@/features/auth';

const HomeQueryFlags = lazy(() =>
  loadHomeQueryFlags().then((module) => ({
    default: module.HomeQueryFlags,
  })),
);

/**
 * Home's query flags (?signup, ?verified, a payment's return …) are handled by code that loads
 * the first time home's address carries a query (or an Auth landing's hash), and stays.
 */
function QueryFlagsWhenPresent() {
  const { search } = useLocation();
  const [seen, setSeen] = useState(false);
  // A hash with a value may be Auth's own confirmation landing (#access_token=…&type=signup).
  if (!seen && (search.length > 1 || openingHash.includes('='))) setSeen(true);
  if (!seen) return null;
  return (
    <Suspense fallback={null}>
      <HomeQueryFlags landingHash={openingHash} />
    </Suspense>
  );
}

/** What accounts add to the home page: its query flags and the first-visit offer timers. */
export function HomeAccounts() {
  return (
    <>
      <QueryFlagsWhenPresent />
      <HomeOffers />
    </>
  );
}
