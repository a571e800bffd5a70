import { LIKE_MESSAGES, REPORT_MESSAGES } from './outbox-messages';

/**
 * Every message of part 2 §8 the videos feature shows, word for word, in one place: the hooks and
 * components say which one applies, never how it reads.
 */
export const VIDEO_MESSAGES = {
  ...LIKE_MESSAGES,
  editSignedOut: 'Please sign in to edit your videos.',
  editNotOwner: 'You can only edit your own videos.',
  updateFailed: {
    title: 'Update Failed',
    description: 'Unable to update video. Please try again.',
  },
  updated: { title: 'Video Updated', description: 'Your changes are saved.' },
  /** The database held the edited video for a moderator (moderation_status 'pending'). */
  updatedAwaitingReview: {
    title: 'Video Updated',
    description:
      'Your changes are saved. The video is awaiting review: it is hidden from others until a moderator approves it.',
  },
  awaitingReview: 'Awaiting review',
  deleteFailed: {
    title: 'Delete Failed',
    description: 'Unable to delete video. Please try again.',
  },
  communityLoadFailed: 'Failed to load community videos.',
  myVideosLoadFailed: {
    title: 'Error',
    description: 'Unable to load your videos. Please try again.',
  },
  sharingFailed: 'Sharing Failed',
  /**
   * Part 2 §8 Moderation: 'Policy Violation' with the reason — a video moderators removed (My
   * Videos), or an edit the database refused (the toast's description is the rule's words).
   */
  policyViolation: {
    title: 'Policy Violation',
    fallback: 'This video breaks our content guidelines.',
    onlyYou: 'Removed by our moderators: only you can see it.',
  },
  underReview: {
    title: 'Under Review',
    description: 'Hidden from others until a moderator reviews it.',
  },
  report: REPORT_MESSAGES,
  block: {
    menuItem: 'Block Uploader',
    title: 'Block this uploader?',
    description:
      'You won’t see their videos or comments, and they won’t be able to comment on your videos. You can unblock them from your account menu.',
    confirm: 'Block',
    signIn: 'Please sign in to block users.',
    done: 'Uploader blocked',
    doneDescription: 'Their videos and comments are hidden for you.',
    failed: 'Block Failed',
  },
  hidden: {
    reported: { title: 'Video hidden', lead: 'You reported this video, so it is hidden for you.' },
    blocked: { title: 'Video hidden', lead: 'You blocked this video’s uploader.' },
  },
} as const;
