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
  /** Part 2 §8 Moderation: the database refused the edit; the description is the rule's words. */
  policyViolation: 'Policy Violation',
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
} as const;
