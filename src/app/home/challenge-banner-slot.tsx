import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { CHALLENGE_ART } from './home-copy';
import { svgDataUrl } from './svg-data-url';
import challengeSvg from './weekly-challenge.svg?raw';
import { ChallengeBanner } from '@/features/challenges/components/challenge-banner';

/**
 * Home's artwork for the challenge banner: the same data: URL index.html's first paint draws
 * (scripts/first-paint-home.ts), so the LCP image is already there when the app takes over.
 */
const FALLBACK_ART = {
  src: svgDataUrl(challengeSvg),
  width: CHALLENGE_ART.width,
  height: CHALLENGE_ART.height,
};

// Only signed-in users can hold an admin role: visitors never download the control.
const ChallengeAdminControl = lazy(() =>
  import('@/app/challenges/challenge-admin-control').then((module) => ({
    default: module.ChallengeAdminControl,
  })),
);

const UnsubscribeNotice = lazy(() =>
  import('@/features/challenges/components/unsubscribe-notice').then((module) => ({
    default: module.UnsubscribeNotice,
  })),
);

/**
 * The outcome of a challenge mail's unsubscribe link (`?unsubscribe=<token>`). Its code loads only
 * when the page was opened with the flag, and stays after the flag leaves the address.
 */
function UnsubscribeLinkOutcome() {
  const { search } = useLocation();
  const [opened] = useState(() => new URLSearchParams(search).has('unsubscribe'));
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <UnsubscribeNotice />
    </Suspense>
  );
}

/** What the challenges feature adds to home: banner (part 1 §2), its mail link's outcome. */
export function HomeChallengeBanner() {
  const signedIn = useSession((state) => state.user !== null);
  const adminControl = signedIn ? (
    <Suspense fallback={null}>
      <ChallengeAdminControl />
    </Suspense>
  ) : undefined;
  return (
    <>
      <UnsubscribeLinkOutcome />
      <ChallengeBanner fallbackArt={FALLBACK_ART} adminControl={adminControl} />
    </>
  );
}
