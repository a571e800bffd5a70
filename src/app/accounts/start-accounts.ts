import { startPremiumStatusSync } from '@/features/premium';
import { followHiddenContentOwner } from '@/lib/hidden-content';
import { startSession, useSession } from '@/lib/session';

/**
 * The hash the page opened with, read before startSession lets supabase-js take an Auth session
 * out of it: home reads Auth's own confirmation landing (`#access_token=…&type=signup`) from it.
 * Empty where there is no page (the build prerenders home in Node: src/app/first-paint).
 */
export const openingHash = globalThis.location?.hash ?? '';

/** Learns who is signed in (without supabase-js for visitors who never were) and whether they are Premium. */
export function startAccounts(): void {
  startSession();
  startPremiumStatusSync();
  // What a member reported or blocked stays theirs: another member signing in starts afresh.
  followHiddenContentOwner(useSession.getState());
  useSession.subscribe(followHiddenContentOwner);
}
