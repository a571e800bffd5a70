import { Progress } from '@/components/progress';
import { BANNER_COPY } from '../model/banner-copy';
import { challengePhase, type Challenge } from '../model/challenge';
import { challengeProgress, participantsText, timeLeftText } from '../model/timing';

/** LIVE (while running), coming soon or ended. */
export function PhaseBadge({ challenge, now }: { challenge: Challenge; now: number }) {
  const phase = challengePhase(challenge, now);
  if (phase === 'active')
    return (
      <span
        data-testid="challenge-live"
        className="inline-flex items-center gap-1.5 rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold text-white"
      >
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white" />
        {BANNER_COPY.live}
      </span>
    );
  const label = phase === 'upcoming' ? BANNER_COPY.upcoming : BANNER_COPY.ended;
  return (
    <span className="rounded-full border border-line px-2.5 py-0.5 text-xs font-semibold text-ink-muted">
      {label}
    </span>
  );
}

interface StatusProps {
  challenge: Challenge;
  now: number;
  participants: number | null;
}

/** Progress over the 7-day span, time left and the real participant count. */
export function BannerStatus({ challenge, now, participants }: StatusProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Progress
        value={challengeProgress(challenge, now)}
        label={BANNER_COPY.progressLabel}
        className="h-2"
      />
      <div className="flex flex-wrap justify-between gap-2 text-sm text-ink-muted">
        <span data-testid="challenge-time-left">{timeLeftText(challenge, now)}</span>
        {participants !== null && (
          <span data-testid="challenge-participants">{participantsText(participants)}</span>
        )}
      </div>
    </div>
  );
}
