import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { svgDataUrl } from './svg-data-url';
import challengeSvg from './weekly-challenge.svg?raw';
import {
  ChallengeBanner,
  MAIL_LINK_FLAGS,
  loadUnsubscribeNotice,
  loadConfirmOptInNotice,
} from '@/features/challenges';

/**
 * Home's artwork for the challenge banner until a challenge with its own image is known: small
 * enough to travel inside the code as a data: URL, so it is in index.html's prerendered first
 * paint too (src/app/first-paint) and the LCP image is already there when the app takes over.
 * Sized by its own width and height so nothing shifts.
 */
const FALLBACK_ART = { src: svgDataUrl(challengeSvg), width: 640, height: 280 };

// Only signed-in users can hold an admin role: visitors never download the control.
const ChallengeAdminControl = lazy(() =>
  import('@/app/challenges/challenge-admin-control').then((module) => ({
    default: module.ChallengeAdminControl,
  })),
);

const UnsubscribeNotice = lazy(() =>
  loadUnsubscribeNotice().then((module) => ({
    default: module.UnsubscribeNotice,
  })),
);

const ConfirmOptInNotice = lazy(() =>
  loadConfirmOptInNotice().then((module) => ({
    default: module.ConfirmOptInNotice,
  })),
);

/**
 * The outcome of a challenge mail's links: the confirmation (`?confirm_challenge_emails=<token>`,
 * double opt-in) and the unsubscribe link (`?unsubscribe=<token>`). Their code loads only when
 * the page was opened with a flag, and stays after the flag leaves the address.
 */
function MailLinkOutcome() {
  const { search } = useLocation();
  const [opened] = useState(() => {
    const params = new URLSearchParams(search);
    return {
      confirm: params.has(MAIL_LINK_FLAGS.confirm),
      unsubscribe: params.has(MAIL_LINK_FLAGS.unsubscribe),
    };
  });
  if (!opened.confirm && !opened.unsubscribe) return null;
  return (
    <Suspense fallback={null}>
      {opened.confirm && <ConfirmOptInNotice />}
      {opened.unsubscribe && <UnsubscribeNotice />}
    </Suspense>
  );
}

/** What the challenges feature adds to home: banner (part 1 §2), its mail links' outcomes. */
export function HomeChallengeBanner() {
  const signedIn = useSession((state) => state.user !== null);
  const adminControl = signedIn ? (
    <Suspense fallback={null}>
      <ChallengeAdminControl />
    </Suspense>
  ) : undefined;
  return (
    <>
      <MailLinkOutcome />
      <ChallengeBanner fallbackArt={FALLBACK_ART} adminControl={adminControl} />
    </>
  );
}
