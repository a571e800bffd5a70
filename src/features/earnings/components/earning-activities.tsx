import { useEarningSummary } from '../hooks/use-earning-summary';
import { useTotalEarned } from '../hooks/use-total-earned';
import { useQueuedEarnings } from '../hooks/use-queued-earnings';
import { useRecentEarnings } from '../hooks/use-recent-earnings';
import { formatDollars } from '../model/earning-summary';
import { CategoryRow } from './category-row';
import { EarningActivity } from './earning-activity';

/** Total earned as a dashboard figure: '–' while unknown. */
export function TotalEarnedFigure({ userId }: { userId: string }) {
  const total = useTotalEarned(userId);
  return <>{total === null ? '–' : formatDollars(total)}</>;
}

/**
 * The dashboard's Activities tab: the member's recent earning actions (those still on this
 * device first) and the server's rates and caps per category.
 */
export default function EarningActivities({ userId }: { userId: string }) {
  const { categories } = useEarningSummary(userId);
  const queued = useQueuedEarnings(userId);
  const confirmed = useRecentEarnings(userId);
  return (
    <section aria-labelledby="activities-heading" className="flex flex-col gap-3">
      <h2 id="activities-heading" className="text-lg font-bold">
        Recent activity
      </h2>
      <EarningActivity queued={queued} confirmed={confirmed} />
      <h3 className="font-semibold">What each action earns</h3>
      <ul aria-label="Earning rates and limits" className="flex flex-col gap-2">
        {categories.map((summary) => (
          <CategoryRow key={summary.category} summary={summary} />
        ))}
      </ul>
    </section>
  );
}
