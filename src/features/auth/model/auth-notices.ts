import type { ToastInput } from '@/components/toast-store';

/** Part 1 §2: a confirmed address (the app's link, or Auth's own landing). */
export const VERIFIED = {
  title: 'Email Verified',
  description: 'Your email has been verified. You can now sign in.',
  variant: 'success',
} as const satisfies ToastInput;

export const VERIFICATION_FAILED = {
  title: 'Verification Failed',
  description: 'The verification link is invalid or has expired.',
  variant: 'destructive',
} as const satisfies ToastInput;

/** Part 2 §5: a refused recovery link. */
export const INVALID_RESET_LINK = {
  title: 'Invalid reset link',
  description: 'The password reset link is invalid or has expired.',
  variant: 'destructive',
} as const satisfies ToastInput;

/**
 * A PKCE link (`?code=`) opened where it was not asked for: only the browser that asked holds the
 * code verifier. Not in the spec (its links are token links); worded like its other notices.
 */
export const OTHER_BROWSER_LINK = {
  title: 'Open the link in the same browser',
  description:
    'This link only works in the browser where it was requested. Open it there, or sign in here.',
  variant: 'destructive',
} as const satisfies ToastInput;

export const OTHER_BROWSER_RESET_LINK = {
  title: 'Open the reset link in the same browser',
  description:
    'This reset link only works in the browser where it was requested. Open it there, or ask for a new link here.',
  variant: 'destructive',
} as const satisfies ToastInput;
