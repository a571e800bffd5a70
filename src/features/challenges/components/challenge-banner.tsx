import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { useOnlineStatus } from '@/lib/online-status';
import { useCurrentChallenge } from '../hooks/use-current-challenge';
import { useParticipantCount } from '../hooks/use-participant-count';
import { BANNER_COPY, joinHref } from '../model/banner-copy';
import { challengePhase, type Challenge } from '../model/challenge';
import { AffiliateCard } from './affiliate-card';
import { BannerStatus, PhaseBadge } from './banner-status';

export interface BannerArt {
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

const SECTION_CLASS = 'flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4';

function asOfTime(fetchedAt: number): string {
  return new Date(fetchedAt).toLocaleString([], {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

function JoinButton({ challenge, ended }: { challenge: Challenge; ended: boolean }) {
  if (ended)
    return (
      <button type="button" disabled className={buttonClasses('primary', 'self-start')}>
        {BANNER_COPY.joinEnded}
      </button>
    );
  return (
    <Link to={joinHref(challenge.id)} className={buttonClasses('primary', 'self-start')}>
      {BANNER_COPY.join}
    </Link>
  );
}

function ChallengeDetails({ challenge, now }: { challenge: Challenge; now: number }) {
  const participants = useParticipantCount(challenge.id);
  const ended = challengePhase(challenge, now) === 'ended';
  return (
    <>
      <h2 id="weekly-challenge-heading" className="text-lg font-bold">
        {challenge.title}
      </h2>
      <p className="whitespace-pre-line text-sm text-ink-muted">{challenge.description}</p>
      {challenge.prizeText && (
        <p className="text-sm">
          <span className="font-semibold">{BANNER_COPY.prize}: </span>
          {challenge.prizeText}
        </p>
      )}
      <BannerStatus challenge={challenge} now={now} participants={participants} />
      <JoinButton challenge={challenge} ended={ended} />
      <AffiliateCard challenge={challenge} />
    </>
  );
}

function EmptyDetails() {
  return (
    <>
      <h2 id="weekly-challenge-heading" className="text-lg font-bold">
        {BANNER_COPY.emptyHeading}
      </h2>
      <p className="text-sm text-ink-muted">{BANNER_COPY.emptyText}</p>
      <Link
        to="/contest-terms"
        className="self-start font-semibold text-brand-soft hover:underline"
      >
        {BANNER_COPY.rules}
      </Link>
    </>
  );
}

/**
 * Home's weekly challenge card (part 1 §2): the current challenge from the database, or the
 * general words when there is none. The artwork keeps fetchPriority high: it is home's LCP.
 */
export function ChallengeBanner({ fallbackArt, adminControl }: ChallengeBannerProps) {
  const { challenge, now, fetchedAt } = useCurrentChallenge();
  const online = useOnlineStatus();
  return (
    <section
      aria-labelledby="weekly-challenge-heading"
      data-testid="challenge-banner"
      className={SECTION_CLASS}
    >
      <img
        src={challenge?.imageUrl ?? fallbackArt.src}
        width={fallbackArt.width}
        height={fallbackArt.height}
        className="aspect-[16/7] h-auto w-full rounded-xl object-cover"
        fetchPriority="high"
        alt=""
      />
      {(challenge || adminControl) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {challenge ? <PhaseBadge challenge={challenge} now={now} /> : <span />}
          {adminControl}
        </div>
      )}
      {challenge ? <ChallengeDetails challenge={challenge} now={now} /> : <EmptyDetails />}
      {!online && fetchedAt > 0 && (
        <p data-testid="challenge-as-of" className="text-xs text-ink-muted">
          {BANNER_COPY.asOf(asOfTime(fetchedAt))}
        </p>
      )}
    </section>
  );
}
