import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { useParticipantCount } from '../hooks/use-participant-count';
import { BANNER_COPY, joinHref } from '../model/banner-copy';
import { challengePhase, type Challenge } from '../model/challenge';
import { BANNER_LOOK } from './banner-look';
import { BannerStatus, PhaseBadge } from './banner-status';

function JoinButton({ challenge, ended }: { challenge: Challenge; ended: boolean }) {
  if (ended)
    return (
      <button type="button" disabled className={buttonClasses('primary')}>
        {BANNER_COPY.joinEnded}
      </button>
    );
  return (
    <Link to={joinHref(challenge.id)} className={buttonClasses('primary')}>
      {BANNER_COPY.join}
    </Link>
  );
}

/** Whether `element`'s text is cut by its line clamp, kept up to date as the page resizes. */
function useClamped(element: React.RefObject<HTMLElement | null>, text: string): boolean {
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => setClamped(node.scrollHeight > node.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, text]);
  return clamped;
}

interface DetailsProps {
  challenge: Challenge;
  now: number;
  expanded: boolean;
  onExpand(expanded: boolean): void;
}

/** The banner's title row: kept in place whatever loads, so the admin control keeps its state. */
export function BannerTitleRow({
  challenge,
  now,
  adminControl,
}: {
  challenge: Challenge | null;
  now: number;
  adminControl?: ReactNode;
}) {
  const title = challenge?.title ?? BANNER_COPY.emptyHeading;
  return (
    <div className={BANNER_LOOK.titleRow}>
      {challenge && <PhaseBadge challenge={challenge} now={now} />}
      <h2 id="weekly-challenge-heading" className={BANNER_LOOK.title} title={title}>
        {title}
      </h2>
      {adminControl}
    </div>
  );
}

/** A challenge in the banner's fixed rows; 'Read more' shows a description cut at two lines. */
export function ChallengeDetails({ challenge, now, expanded, onExpand }: DetailsProps) {
  const participants = useParticipantCount(challenge.id);
  const ended = challengePhase(challenge, now) === 'ended';
  const description = useRef<HTMLParagraphElement>(null);
  const clamped = useClamped(description, challenge.description);
  return (
    <>
      <p
        ref={description}
        className={expanded ? BANNER_LOOK.descriptionExpanded : BANNER_LOOK.description}
      >
        {challenge.description}
      </p>
      <BannerStatus challenge={challenge} now={now} participants={participants} />
      <div className={BANNER_LOOK.actions}>
        <JoinButton challenge={challenge} ended={ended} />
        {(clamped || expanded) && (
          <button
            type="button"
            aria-expanded={expanded}
            className={BANNER_LOOK.rulesLink}
            onClick={() => onExpand(!expanded)}
          >
            {expanded ? BANNER_COPY.readLess : BANNER_COPY.readMore}
          </button>
        )}
      </div>
    </>
  );
}

/** No challenge at all: the words index.html's first paint shows, in the same rows. */
export function EmptyDetails() {
  return (
    <>
      <p className={BANNER_LOOK.description}>{BANNER_COPY.emptyText}</p>
      <div className={BANNER_LOOK.status} />
      <div className={BANNER_LOOK.actions}>
        <Link to="/contest-terms" className={BANNER_LOOK.rulesLink}>
          {BANNER_COPY.rules}
        </Link>
      </div>
    </>
  );
}
