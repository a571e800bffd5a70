import { SHARE_FAILED } from '../outbox/share-post-kind';

/** Part 2 §8 and §4, word for word. */
export const PREMIUM_MESSAGES = {
  checkoutFailedTitle: 'Error',
  checkoutFailed: 'Failed to start checkout process. Please try again.',
  dashboardCheckoutFailed: 'Error starting subscription',
  signInToBuy: 'Please sign in to get Premium.',
  cancelledTitle: 'Payment Cancelled',
  cancelled: 'Your payment was cancelled. You can try again anytime.',
  accessRequiredTitle: 'Premium Access Required',
  accessRequired: 'You need an active premium subscription to access this content.',
  postsFailed: 'Failed to load community posts.',
  shareFailed: SHARE_FAILED,
  portalFailed: 'Failed to open subscription management.',
  portalAuthTitle: 'Authentication Required',
  portalAuth: 'Please sign in to manage your subscription',
  portalErrorTitle: 'Portal Error',
  portalError: 'Unable to open subscription management. Please try again or contact support.',
  portalCreateFailed: 'Failed to create portal session',
  serviceErrorTitle: 'Service Error',
  serviceError: 'Subscription management is temporarily unavailable. Please try again later.',
  dashboardVideosFailed: 'Failed to load your videos',
  dashboardUpdateFailed: 'Error updating video: Could not update video.',
} as const;
