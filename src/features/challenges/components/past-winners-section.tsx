import { usePastWinners } from '../hooks/use-past-winners';
import { placeLabel, type WinnerCard } from '../model/winners';

const MEDALS: Record<WinnerCard['place'], string> = { 1: '🥇', 2: '🥈', 3: '🥉' };

function WinnerItem({ winner }: { winner: WinnerCard }) {
  return (
    <li
      data-testid="challenge-winner"
      className="flex items-center gap-3 rounded-xl border border-line bg-surface-raised p-3"
    >
      {winner.thumbnailUrl ? (
        <img
          src={winner.thumbnailUrl}
          alt=""
          width={64}
          height={36}
          loading="lazy"
          className="h-9 w-16 shrink-0 rounded-md object-cover"
        />
      ) : (
        <span aria-hidden="true" className="text-2xl">
          {MEDALS[winner.place]}
        </span>
      )}
      <div className="flex min-w-0 flex-col">
        <span className="text-xs font-semibold uppercase tracking-wide text-brand-soft">
          {placeLabel(winner.place)}
        </span>
        <span className="truncate font-semibold">{winner.videoTitle}</span>
        <span className="truncate text-sm text-ink-muted">
          {winner.creator} · {winner.challengeTitle}
        </span>
      </div>
    </li>
  );
}

/** Part 1 §2's past-winners section: the latest real podium, else the three sample winners. */
export function PastWinnersSection() {
  const { winners, samples } = usePastWinners();
  return (
    <section
      aria-labelledby="past-winners-heading"
      data-testid="past-winners"
      data-samples={samples}
      className="flex flex-col gap-3"
    >
      <h2 id="past-winners-heading" className="text-lg font-bold">
        Past Winners
      </h2>
      {samples && (
        <p className="text-sm text-ink-muted">
          Sample winners — real winners appear here once picked.
        </p>
      )}
      <ol className="grid gap-2 sm:grid-cols-3">
        {winners.map((winner) => (
          <WinnerItem key={winner.place} winner={winner} />
        ))}
      </ol>
    </section>
  );
}
