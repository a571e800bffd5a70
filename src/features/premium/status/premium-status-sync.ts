import { usePremiumStatus } from '@/lib/premium-status';
import { useSession, type SessionState } from '@/lib/session';
import { checkSubscription } from '../api/check-subscription';

let checkedUserId: string | null | undefined;
let latestCheck = 0;

async function checkFor(userId: string | null): Promise<void> {
  const check = ++latestCheck;
  if (!userId) {
    usePremiumStatus.setState({ isPremium: false, loading: false });
    return;
  }
  usePremiumStatus.setState({ isPremium: false, loading: true });
  let isPremium = false;
  try {
    isPremium = await checkSubscription();
  } catch (error) {
    // Part 1 §4 and §8: an error of whatever kind leaves the user not Premium, and only the
    // console hears of it.
    console.error('Could not check Premium status', error);
  }
  // A newer check (another user, or a refresh) owns the answer.
  if (check === latestCheck) usePremiumStatus.setState({ isPremium, loading: false });
}

function follow({ user, loading }: SessionState): void {
  if (loading) return;
  const userId = user?.id ?? null;
  if (userId === checkedUserId) return;
  checkedUserId = userId;
  void checkFor(userId);
}

/**
 * Keeps usePremiumStatus in step with the signed-in user (part 1 §4): checked with the server
 * whenever the user changes, never on token refreshes. Returns the unsubscribe function.
 */
export function startPremiumStatusSync(): () => void {
  follow(useSession.getState());
  return useSession.subscribe(follow);
}

/** Asks the server again for the current user, e.g. after a code was redeemed. */
export function refreshPremiumStatus(): Promise<void> {
  return checkFor(useSession.getState().user?.id ?? null);
}
