import { usePremiumStatus } from '@/lib/premium-status';
import { useSession, type SessionState } from '@/lib/session';
import { checkSubscription } from '../api/check-subscription';

let checkedUserId: string | null | undefined;
let latestCheck = 0;
/** The last check failed (offline, most often): it runs again when the network returns. */
let failed = false;

/** `again`: the same user checked again in the background (what shows stays until the answer). */
async function checkFor(userId: string | null, again = false): Promise<void> {
  const check = ++latestCheck;
  if (!userId) {
    usePremiumStatus.setState({ isPremium: false, loading: false, unknown: false });
    return;
  }
  if (!again) usePremiumStatus.setState({ isPremium: false, loading: true });
  let isPremium = false;
  let checkFailed = false;
  try {
    isPremium = await checkSubscription();
  } catch (error) {
    checkFailed = true;
    // Part 1 §4 and §8: an error of whatever kind leaves the user not Premium, and only the
    // console hears of it.
    console.error('Could not check Premium status', error);
  }
  // A newer check (another user, or a refresh) owns the answer.
  if (check !== latestCheck) return;
  failed = checkFailed;
  usePremiumStatus.setState({ isPremium, loading: false, unknown: checkFailed });
}

function recheckIfFailed(): void {
  if (failed) void checkFor(checkedUserId ?? null, true);
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
 * whenever the user changes, never on token refreshes, and again when the network returns after
 * a check that failed (a member who opened the app offline is not left "not Premium"). Returns
 * the unsubscribe function.
 */
export function startPremiumStatusSync(): () => void {
  follow(useSession.getState());
  const stopFollowing = useSession.subscribe(follow);
  window.addEventListener('online', recheckIfFailed);
  return () => {
    stopFollowing();
    window.removeEventListener('online', recheckIfFailed);
  };
}

/** The quiet check still running, and whom it is for. */
let quietCheck: { userId: string | null; done: Promise<void> } | null = null;

/**
 * Asks the server again for the current user, e.g. after a code was redeemed. `quietly`: what
 * shows stays until the answer (a member coming back from the checkout tab); a quiet ask while
 * one for the same user is running waits for that one, so frequent asks on a slow network never
 * keep discarding each other's answers.
 */
export function refreshPremiumStatus(quietly = false): Promise<void> {
  const userId = useSession.getState().user?.id ?? null;
  if (!quietly) return checkFor(userId);
  if (quietCheck?.userId === userId) return quietCheck.done;
  const done = checkFor(userId, true).finally(() => {
    if (quietCheck?.done === done) quietCheck = null;
  });
  quietCheck = { userId, done };
  return done;
}
