import { startPremiumStatusSync } from '@/features/premium/status/premium-status-sync';
import { startSession } from '@/lib/session';

/** Learns who is signed in (without supabase-js for visitors who never were) and whether they are Premium. */
export function startAccounts(): void {
  startSession();
  startPremiumStatusSync();
}
