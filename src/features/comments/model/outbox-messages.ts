/** The words the comment sender uses, apart from ./messages.ts so the service worker bundles only these. */
export const POST_COMMENT_MESSAGES = {
  signIn: 'Please sign in to comment.',
  otherAccount: 'Sign in with the account that wrote this comment to post it.',
  postFailed: 'Failed to post comment',
} as const;
