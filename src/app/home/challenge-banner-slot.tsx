import { ChallengeAdminControl } from '@/app/challenges/challenge-admin-control';
import { CHALLENGE_SLOT } from './home-copy';
import { svgDataUrl } from './svg-data-url';
import challengeSvg from './weekly-challenge.svg?raw';
import { ChallengeBanner } from '@/features/challenges/components/challenge-banner';
import { EmailOptInBanner } from '@/features/challenges/components/email-opt-in-banner';
import { PastWinnersSection } from '@/features/challenges/components/past-winners-section';
import { UnsubscribeNotice } from '@/features/challenges/components/unsubscribe-notice';

/**
 * Home's artwork for the challenge banner: the same data: URL index.html's first paint draws
 * (scripts/first-paint-home.ts), so the LCP image is already there when the app takes over.
 */
const FALLBACK_ART = {
  src: svgDataUrl(challengeSvg),
  width: CHALLENGE_SLOT.art.width,
  height: CHALLENGE_SLOT.art.height,
};

/** What the challenges feature adds to home: banner (part 1 §2), its mail link's outcome. */
export function HomeChallengeBanner() {
  return (
    <>
      <UnsubscribeNotice />
      <ChallengeBanner fallbackArt={FALLBACK_ART} adminControl={<ChallengeAdminControl />} />
    </>
  );
}

/** Past winners and the e-mail opt-in, below the latest videos. */
export function HomeChallengeExtras() {
  return (
    <>
      <PastWinnersSection />
      <EmailOptInBanner />
    </>
  );
}
