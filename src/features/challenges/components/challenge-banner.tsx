import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useOnlineStatus } from '@/lib/online-status';
import { useCurrentChallenge } from '../hooks/use-current-challenge';
import { BANNER_COPY } from '../model/banner-copy';
import { BANNER_LOOK } from './banner-look';
import { BannerTitleRow, ChallengeDetails, EmptyDetails } from './banner-details';

// Most challenges have no sponsor: its card's code loads only for one that has.
const AffiliateCard = lazy(() =>
  import('./affiliate-card').then((module) => ({ default: module.AffiliateCard })),
);

interface BannerArt {
  src: string;
  width: number;
  height: number;
}

export interface ChallengeBannerProps {
  /** Home's own artwork: drawn until a challenge with an image is known (it is the LCP image). */
  fallbackArt: BannerArt;
  /** The admin panel's button, placed in the banner by src/app for admins. */
  adminControl?: ReactNode;
}

function asOfTime(fetchedAt: number): string {
  return new Date(fetchedAt).toLocaleString([], {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * Home's weekly challenge card (part 1 §2): the current challenge from the database, or the
 * general words when there is none. Its box is as tall whatever it shows (banner-look.ts); the
 * sponsor and the offline note lie over the artwork. The artwork keeps fetchPriority high: it is
 * home's LCP.
 */
export function ChallengeBanner({ fallbackArt, adminControl }: ChallengeBannerProps) {
  const { challenge, now, fetchedAt } = useCurrentChallenge();
  const online = useOnlineStatus();
  const [expanded, setExpanded] = useState(false);
  return (
    <section
      aria-labelledby="weekly-challenge-heading"
      data-testid="challenge-banner"
      className={BANNER_LOOK.section}
    >
      <div className={BANNER_LOOK.artFrame}>
        <img
          src={challenge?.imageUrl ?? fallbackArt.src}
          width={fallbackArt.width}
          height={fallbackArt.height}
          className={BANNER_LOOK.art}
          fetchPriority="high"
          alt=""
        />
        {!online && fetchedAt > 0 && (
          <p
            data-testid="challenge-as-of"
            className="absolute left-2 top-2 rounded-lg bg-surface/90 px-2 py-1 text-xs text-ink-muted"
          >
            {BANNER_COPY.asOf(asOfTime(fetchedAt))}
          </p>
        )}
        {challenge?.affiliateUrl && (
          <Suspense fallback={null}>
            <AffiliateCard challenge={challenge} />
          </Suspense>
        )}
      </div>
      <div className={expanded ? BANNER_LOOK.bodyExpanded : BANNER_LOOK.body}>
        <BannerTitleRow challenge={challenge} now={now} adminControl={adminControl} />
        {challenge ? (
          <ChallengeDetails
            challenge={challenge}
            now={now}
            expanded={expanded}
            onExpand={setExpanded}
          />
        ) : (
          <EmptyDetails />
        )}
      </div>
    </section>
  );
}
