import { Link } from 'react-router-dom';
import { ChallengeAdminControl } from '@/app/challenges/challenge-admin-control';
import { CHALLENGE_SLOT } from './home-copy';
import { svgDataUrl } from './svg-data-url';
import challengeSvg from './weekly-challenge.svg?raw';

const challengeArt = svgDataUrl(challengeSvg);

/**
 * Home's place for the weekly challenge banner (part 1 §2: LIVE marker, progress, join button).
 * The challenges feature fills it; until then it tells what the challenges are and claims no
 * challenge is running.
 */
export function ChallengeBannerSlot() {
  return (
    <section
      aria-labelledby="weekly-challenge-heading"
      data-testid="challenge-banner-slot"
      className={CHALLENGE_SLOT.className}
    >
      <img
        src={challengeArt}
        width={CHALLENGE_SLOT.art.width}
        height={CHALLENGE_SLOT.art.height}
        className={CHALLENGE_SLOT.art.className}
        fetchPriority="high"
        alt=""
      />
      <h2 id="weekly-challenge-heading" className={CHALLENGE_SLOT.headingClassName}>
        {CHALLENGE_SLOT.heading}
      </h2>
      <p className={CHALLENGE_SLOT.textClassName}>{CHALLENGE_SLOT.text}</p>
      <Link to="/contest-terms" className={CHALLENGE_SLOT.linkClassName}>
        {CHALLENGE_SLOT.link}
      </Link>
      <ChallengeAdminControl />
    </section>
  );
}
