/** Part 1 §8 and part 2 §8, word for word. */
export const EARNING_MESSAGES = {
  limitTitle: 'Action Limit Reached',
  dailyLimit: 'Daily earning limit reached',
  failed: 'Failed to record earning',
  upgrade: 'Upgrade to Premium to start earning money for your activities!',
  insufficient: "Insufficient Balance: You don't have enough balance for this payout request.",
  payoutFailed: 'Failed to submit payout request',
  signIn: 'Please sign in to earn.',
  otherAccount: 'Sign in with the account that did this to earn for it.',
  unreadable: 'This earning could not be read.',
  // Part 2 §8's payout-method words (said of affiliates; members' payout methods use them too).
  methodSaved: 'Payout Method Updated',
  methodFailed: 'Failed to update payout method. Please try again.',
} as const;
