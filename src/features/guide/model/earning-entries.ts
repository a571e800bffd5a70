import type { GuideEntry } from './guide-entry';
import { FIGURES } from './server-figures';

/**
 * Entries 11-15: the premium earning entries (part 2 §2, §5, §6). No rates here: the earnings
 * summary shows the server's (design §3.4).
 */
export const EARNING_ENTRIES: readonly GuideEntry[] = [
  {
    number: 11,
    title: 'Earn by Watching',
    summary: 'Premium members earn for the videos they watch on Shorts.',
    steps: [
      'With Premium, open Shorts and play a video.',
      'Keep watching: a watch counts once it has lasted at least 30 seconds.',
      'Each video earns once, and your own videos earn nothing.',
      'Daily and weekly limits apply: see the earnings summary on this page.',
    ],
  },
  {
    number: 12,
    title: 'Earn by Liking',
    summary: 'Premium members earn for the videos they like.',
    steps: [
      'With Premium, open Shorts and press Like on the videos you enjoy.',
      'Each video earns once, and liking your own videos earns nothing.',
      'Likes earn up to the daily limit shown in the earnings summary.',
    ],
  },
  {
    number: 13,
    title: 'Earn by Commenting',
    summary: 'Premium members earn for real comments on videos.',
    steps: [
      'With Premium, open a video on Shorts and write a comment.',
      'Comments need 4 or more words to earn.',
      'One comment per video earns, and comments on your own videos earn nothing.',
      "Follow your earnings on the Premium Dashboard's Earnings tab.",
    ],
  },
  {
    number: 14,
    title: 'Earn by Sharing',
    summary: 'Premium members earn for spreading the laughs.',
    steps: [
      'With Premium, open Shorts and press Share on a video.',
      'Send it to a social app or copy the link.',
      'Each video earns once, up to the daily limit in the earnings summary.',
      `Request a payout from the Earnings tab once your balance reaches ${FIGURES.minimumPayout}.`,
    ],
  },
  {
    number: 15,
    title: 'Invite Friends',
    summary: 'Invite friends through the affiliate program and earn commission on what they buy.',
    steps: [
      'Join the Affiliate Program and copy your personal link.',
      `Send it to friends: a referral counts for ${FIGURES.referralDays} days from their first click.`,
      `Earn ${FIGURES.commission} lifetime commission on their boost plans and Premium memberships.`,
      'Track your referrals and request payouts on the Affiliate page.',
    ],
  },
];
