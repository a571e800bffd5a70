import { PAYOUT_MESSAGES } from '@/domain/payouts';

/** Part 1 §8 and part 2 §8, word for word (the payout words are the payouts domain's). */
export const EARNING_MESSAGES = {
  limitTitle: 'Action Limit Reached',
  dailyLimit: 'Daily earning limit reached',
  failed: 'Failed to record earning',
  upgrade: 'Upgrade to Premium to start earning money for your activities!',
  insufficient: PAYOUT_MESSAGES.insufficient,
  payoutFailed: PAYOUT_MESSAGES.payoutFailed,
  signIn: 'Please sign in to earn.',
  otherAccount: 'Sign in with the account that did this to earn for it.',
  unreadable: 'This earning could not be read.',
  // Part 2 §8's payout-method words (said of affiliates; members' payout methods use them too).
  methodSaved: PAYOUT_MESSAGES.methodSaved,
  methodFailed: PAYOUT_MESSAGES.methodFailed,
} as const;
