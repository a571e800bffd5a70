/** Part 1 §5 and §8, word for word: the admin panel's refusals and failures. */
export const ADMIN_CHALLENGE_MESSAGES = {
  required: { title: 'Validation Error', message: 'Please fill in all required fields.' },
  content: {
    title: 'Validation Error',
    message: 'Content contains invalid characters or is too long.',
  },
  dates: { title: 'Date Error', message: 'End date must be after start date.' },
  affiliateUrl: { title: 'Invalid URL', message: 'Please provide a valid affiliate URL.' },
  // The spec has no words for image links; the database refuses anything but http(s) or /samples/.
  imageUrl: { title: 'Invalid URL', message: 'Please provide a valid image URL.' },
  saveFailed: 'Failed to save challenge',
  deleteFailed: 'Failed to delete challenge',
  winnersFailed: 'Failed to save winners',
} as const;

export interface AdminNotice {
  title: string;
  message: string;
}
