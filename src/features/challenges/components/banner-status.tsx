import { Progress } from '@/components/progress';
import { BANNER_COPY } from '../model/banner-copy';
import { challengePhase, type Challenge } from '../model/challenge';
import { BANNER_LOOK } from './banner-look';
import { challengeProgress, participantsText, timeLeftText } from '../model/timing';

/** LIVE (while running), coming soon or ended. */
export function PhaseBadge({ challenge, now }: { challenge: Challenge; now: number }) {
  const phase = challengePhase(challenge, now);
  if (phase === 'active')
    return (
      <span
        data-testid="challenge-live"
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold text-stage"
      >
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-stage" />
        {BANNER_COPY.live}
      </span>
    );
  const label = phase === 'upcoming' ? BANNER_COPY.upcoming : BANNER_COPY.ended;
  return (
    <span className="shrink-0 rounded-full border border-line px-2.5 py-0.5 text-xs font-semibold text-ink-muted">
      {label}
    </span>
  );
}

interface StatusProps {
  challenge: Challenge;
  now: number;
  participants: number | null;
}

/** Prize and the real participant count, progress over the 7-day span, time left: fixed rows. */
export function BannerStatus({ challenge, now, participants }: StatusProps) {
  return (
    <div className={BANNER_LOOK.status}>
      <div className={BANNER_LOOK.statusLine}>
        <span className="min-w-0 truncate">
          {challenge.prizeText && (
            <>
              <span className="font-semibold">{BANNER_COPY.prize}: </span>
              {challenge.prizeText}
            </>
          )}
        </span>
        {participants !== null && (
          <span data-testid="challenge-participants" className="shrink-0 text-ink-muted">
            {participantsText(participants)}
          </span>
        )}
      </div>
      <Progress
        value={challengeProgress(challenge, now)}
        label={BANNER_COPY.progressLabel}
        className={BANNER_LOOK.progress}
      />
      <div className={BANNER_LOOK.statusLine}>
        <span data-testid="challenge-time-left" className="truncate text-ink-muted">
          {timeLeftText(challenge, now)}
        </span>
      </div>
    </div>
  );
}
