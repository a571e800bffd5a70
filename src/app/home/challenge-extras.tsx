import { EmailOptInBanner, PastWinnersSection } from '@/features/challenges';

/**
 * Past winners and the e-mail opt-in, below the latest videos: loaded on the way down to them,
 * so home's first load stays within its budget (design §4).
 */
export default function HomeChallengeExtras() {
  return (
    <>
      <PastWinnersSection />
      <EmailOptInBanner />
    </>
  );
}
