import { Link } from 'react-router-dom';

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
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="weekly-challenge-heading" className="text-lg font-bold">
        Weekly Challenge
      </h2>
      <p className="text-sm text-ink-muted">
        A new comedy challenge every week, with prizes up to $500. Record a clip, enter it, and
        check back here for the current theme.
      </p>
      <Link
        to="/contest-terms"
        className="self-start font-semibold text-brand-soft hover:underline"
      >
        How challenges work
      </Link>
    </section>
  );
}
