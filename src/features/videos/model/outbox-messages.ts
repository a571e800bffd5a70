/**
 * The videos feature's words its outbox senders use (likes and reports), kept apart from
 * ./messages.ts (which includes them) so the service worker bundles only these.
 */
export const LIKE_MESSAGES = {
  likeSignIn: { title: 'Authentication Required', description: 'Please sign in to like videos.' },
  likeFailed: 'Failed to update like. Please try again.',
} as const;

export const REPORT_MESSAGES = {
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
} as const;
