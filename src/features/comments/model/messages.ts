import { POST_COMMENT_MESSAGES } from './outbox-messages';

/** The comments feature's words, in one place. */
export const COMMENT_MESSAGES = {
  ...POST_COMMENT_MESSAGES,
  heading: 'Comments',
  empty: 'Write something before posting.',
  tooLong: 'Comments can be up to 1000 characters.',
  markup: 'Comments cannot contain code or links that run scripts.',
  none: 'No comments yet. Be the first!',
  loadFailed: 'Comments could not be loaded. Please try again.',
  offlineList: "You're offline: showing the comments saved on this device.",
  waiting: 'Waiting to post — it goes out when you are back online.',
  deleteFailed: 'Failed to delete comment. Please try again.',
  more: 'Show more comments',
  block: {
    button: 'Block',
    title: (name: string) => `Block ${name}?`,
    description:
      'You won’t see their videos or comments, and they won’t be able to comment on your videos. You can unblock them from your account menu.',
    confirm: 'Block',
    done: (name: string) => `Blocked ${name}`,
    doneDescription: 'Their videos and comments are hidden for you.',
    failed: 'Block Failed',
  },
} as const;
