/** Part 2 §8, word for word. */
export const BOOST_MESSAGES = {
  paymentFailedTitle: 'Payment Failed',
  paymentFailed: 'Unable to start payment process. Please try again.',
  videoNotFoundTitle: 'Video Not Found',
  videoNotFound: 'The selected video could not be found.',
  selectValidVideo: 'Please select a valid video to boost.',
  missingSelectionTitle: 'Missing Selection',
  missingSelection: 'Please select both a plan and a video.',
  videoIdRequired: 'Video ID Required',
  signInToBoost: 'Please sign in to boost a video.',
  needsConnection: 'Buying a boost needs a connection.',
} as const;
