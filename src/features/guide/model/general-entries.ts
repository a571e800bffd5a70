import type { GuideEntry } from './guide-entry';
import { FIGURES } from './server-figures';

/** Entries 1-10: what everyone can do (part 2 §2, §5, §9; boosts follow the plans, design §3.5). */
export const GENERAL_ENTRIES: readonly GuideEntry[] = [
  {
    number: 1,
    title: 'Watch Trending Videos',
    summary: 'See what the community is laughing at right now, straight from Home.',
    steps: [
      'Open Home: Latest Videos shows the 12 newest videos and refreshes every 15 seconds.',
      'Press a video to play it, then scroll on to the next one.',
      'Press View All to open Latest Videos and see more community clips.',
      'Boosted videos are labelled as promoted, so you always know what is paid for.',
    ],
  },
  {
    number: 2,
    title: 'Like and Share Videos',
    summary: 'Cheer on creators and pass the funniest clips to your friends.',
    steps: [
      'Sign in first: likes need an account, and each video takes one like from you.',
      'Press Like under a video; press it again to take your like back.',
      'Press Share to copy the link or send the video to your favourite social app.',
    ],
  },
  {
    number: 3,
    title: 'Submit a Video',
    summary: 'Upload a file, record with your camera, or paste a link.',
    steps: [
      'Open Submit Video and sign in.',
      'Choose Upload File for an MP4, MOV or AVI file up to 100MB, Record Live to use your camera, or Paste URL for a YouTube, TikTok, Instagram, Facebook, Twitter or Vimeo link.',
      'Keep your video to 5 minutes (300 seconds) or shorter.',
      'Add a title and a category, then submit: your video appears in Latest Videos.',
    ],
  },
  {
    number: 4,
    title: 'Manage My Videos',
    summary: 'Everything you have posted, with its views, in one place.',
    steps: [
      'Sign in and open My Videos.',
      'Each card shows the thumbnail, title, views, upload date and a Boosted badge while a boost runs.',
      'Use the Edit, Delete and Share buttons on a card to manage that video.',
      'The list refreshes by itself every 10 seconds; press Refresh to update it now.',
    ],
  },
  {
    number: 5,
    title: 'Join Weekly Challenges',
    summary: 'Enter the weekly challenge for a chance at prizes of up to $500.',
    steps: [
      "Check the challenge banner on Home for this week's theme and deadline.",
      'Press Join Challenge, then record or upload your entry before the deadline.',
      'Enter one video per challenge unless the challenge says otherwise.',
      'Read the Contest Terms: you must be 13 or older, and under 18 you need a parent’s consent.',
    ],
  },
  {
    number: 6,
    title: 'Get Premium Membership',
    summary: 'Unlock the Premium community, your dashboard and the earning features.',
    steps: [
      'Open Premium and pick a plan: $5 a month, $25 every 6 months or $45 a year.',
      'Pay in the secure checkout tab, or redeem a free Premium code if you have one.',
      'Once you are Premium, open the Premium community and your Premium Dashboard.',
      'Cancel anytime with Manage Subscription.',
    ],
  },
  {
    number: 7,
    title: 'Join the Affiliate Program',
    summary: `Earn ${FIGURES.commission} lifetime commission on purchases made through your link.`,
    steps: [
      'Sign in, open Affiliate Program and press Join Affiliate Program.',
      'Copy your personal link and share it wherever your audience is.',
      `Earn ${FIGURES.commission} on boost plans and Premium memberships bought within ${FIGURES.referralDays} days of a first click on your link; buying through your own link earns nothing.`,
      `Add a payout method and request a payout once you have ${FIGURES.minimumPayout} or more.`,
    ],
  },
  {
    number: 8,
    title: 'Edit Your Videos',
    summary: 'Fix a title or a challenge tag after you have posted.',
    steps: [
      'Open My Videos and find the video.',
      'Press Edit, change the Video Title or the Challenge Tag, and save.',
      'Only you can edit or delete your videos, and deleting asks you to confirm first.',
    ],
  },
  {
    number: 9,
    title: 'Browse Shorts',
    summary: 'Quick clips sorted by category.',
    steps: [
      'Open Shorts from the navigation bar.',
      'Pick a tab: All, Comedy, Animals, Fails, Dance, Sports, Music or Pranks.',
      'Press Load More to see more videos.',
    ],
  },
  {
    number: 10,
    title: 'Boost Your Videos',
    summary: 'Put a video in front of more viewers for a few days.',
    steps: [
      'Press Boost under any video.',
      `Choose a plan: 1 day for ${FIGURES.boostPrice(1)}, 3 days for ${FIGURES.boostPrice(3)} (most popular) or 5 days for ${FIGURES.boostPrice(5)}.`,
      'Pay in the secure checkout tab that opens.',
      'The video shows a Boosted badge, labelled as promoted, until the boost ends.',
    ],
  },
];
