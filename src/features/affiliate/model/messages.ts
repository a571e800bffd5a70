import { PAYOUT_MESSAGES } from '@/domain/payouts';

/** Part 2 §8 and the affiliate page's own words, word for word (payout words: the payouts domain's). */
export const AFFILIATE_MESSAGES = {
  signUpToJoin: 'Please sign up to join our affiliate program',
  joinFailedTitle: 'Error',
  joinFailed: 'Failed to join affiliate program. Please try again.',
  joinedTitle: 'Welcome to the affiliate program!',
  joined: 'Your affiliate link is ready. Share it to start earning.',
  copied: 'Copied!',
  copyFailed: 'Failed to copy to clipboard.',
  methodSaved: PAYOUT_MESSAGES.methodSaved,
  methodSavedDetail: "Your payout method has been updated. We'll verify it shortly.",
  methodFailed: PAYOUT_MESSAGES.methodFailed,
  payoutRequested: 'Payout Requested',
  payoutFailed: PAYOUT_MESSAGES.payoutFailed,
  insufficient: PAYOUT_MESSAGES.insufficient,
  noMethodYet: 'Add your payout method first',
  noCommissions: 'No commissions yet. Share your link to start earning.',
  offlineJoin: 'Joining needs a connection. Go online to join.',
  offlineMember:
    'You are offline: this is what was last loaded. Saving your payout method and requesting a payout wait until you are back online.',
} as const;
