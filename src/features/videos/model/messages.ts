/**
 * Every message of part 2 §8 the videos feature shows, word for word, in one place: the hooks and
 * components say which one applies, never how it reads.
 */
export const VIDEO_MESSAGES = {
  likeSignIn: { title: 'Authentication Required', description: 'Please sign in to like videos.' },
  likeFailed: 'Failed to update like. Please try again.',
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
  report: {
    signIn: 'Please sign in to report videos.',
    sent: {
      title: 'Report Sent',
      description:
        'Thank you. This video is now hidden for you, and our moderators will review it.',
    },
    already: { title: 'Already Reported', description: 'You have already reported this video.' },
    // Not in the spec (a report made offline): says it is kept and will be sent.
    queued: {
      title: 'Report Saved',
      description:
        'This video is now hidden for you. Your report will be sent when you are back online.',
    },
    tooMany: 'Too Many Reports',
    failed: {
      title: 'Report Failed',
      description: 'Unable to send your report. Please try again.',
    },
  },
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
