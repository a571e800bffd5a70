/**
 * Part 1 §8 and part 2 §8, word for word. The payout words ('Insufficient Balance: …', 'Failed to
 * submit payout request', the payout method's) are the payouts domain's: PAYOUT_MESSAGES in
 * src/domain/payouts (not re-exported here: the service worker reads these, and not React).
 */
export const EARNING_MESSAGES = {
  limitTitle: 'Action Limit Reached',
  dailyLimit: 'Daily earning limit reached',
  failed: 'Failed to record earning',
  upgrade: 'Upgrade to Premium to start earning money for your activities!',
  signIn: 'Please sign in to earn.',
  otherAccount: 'Sign in with the account that did this to earn for it.',
  unreadable: 'This earning could not be read.',
} as const;
