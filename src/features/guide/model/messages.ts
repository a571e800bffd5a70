/** Part 2 §6 and §8: the guide's messages, word for word. */
export const GUIDE_MESSAGES = {
  premiumRequiredTitle: 'Premium Required',
  premiumRequired: 'Upgrade to Premium to start earning!',
  premiumFeature: 'Premium Feature',
  upgradeToEarn: 'Upgrade to Premium to start earning money for your activities!',
  audioErrorTitle: 'Audio Error',
  audioError: 'Failed to play audio instructions.',
  audioNotAvailableTitle: 'Audio Not Available',
  audioNotAvailable: 'Text-to-speech is not supported on this device.',
  supportReply: 'We usually reply within 24 hours.',
  ratesOffline: 'Rates load when you are online',
} as const;

/** Part 2 §6: what a premium entry's demo says to a member without Premium. */
export function premiumDemoMessage(title: string): string {
  return `${GUIDE_MESSAGES.premiumFeature}: ${title} requires a Premium membership.`;
}
