import { challengePhase, type Challenge } from './challenge';

/** Part 1 §9: the progress bar assumes a 7-day span, whatever the challenge's own dates are. */
const CHALLENGE_SPAN_MS = 7 * 24 * 60 * 60 * 1000;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Share of the 7-day span elapsed since the start, 0..1 (full once ended). */
export function challengeProgress(challenge: Challenge, now: number): number {
  const phase = challengePhase(challenge, now);
  if (phase === 'upcoming') return 0;
  if (phase === 'ended') return 1;
  const elapsed = now - Date.parse(challenge.startDate);
  return Math.min(1, Math.max(0, elapsed / CHALLENGE_SPAN_MS));
}

/** A duration as its two largest units ("2d 5h", "3h 12m", "4m"); under a minute is "<1m". */
export function formatDuration(ms: number): string {
  if (ms < MINUTE) return '<1m';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`;
  return `${minutes}m`;
}

/** The banner's time line: left to run, until it starts, or that it has ended. */
export function timeLeftText(challenge: Challenge, now: number): string {
  const phase = challengePhase(challenge, now);
  if (phase === 'upcoming')
    return `Starts in ${formatDuration(Date.parse(challenge.startDate) - now)}`;
  if (phase === 'active') return `${formatDuration(Date.parse(challenge.endDate) - now)} left`;
  return 'Challenge ended';
}

/** "1 participant" / "12 participants". */
export function participantsText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'participant' : 'participants'}`;
}
