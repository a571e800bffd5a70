import { useEarningSummary } from '../hooks/use-earning-summary';
import { useQueuedEarnings } from '../hooks/use-queued-earnings';
import { useRecentEarnings } from '../hooks/use-recent-earnings';
import { formatDollars } from '../model/earning-summary';
import { CategoryRow } from './category-row';
import { EarningActivity } from './earning-activity';

/** Totals per category, today and this week against the caps, and the member's actions. */
export function EarningsTab({ userId }: { userId: string }) {
  const { categories, fallback } = useEarningSummary(userId);
  const queued = useQueuedEarnings(userId);
  const confirmed = useRecentEarnings(userId);
  const total = categories.reduce((sum, category) => sum + category.totalEarned, 0);
  const pending = queued.filter((item) => item.waiting).length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between">
        <span className="text-ink-muted">Total earned</span>
        <span className="text-2xl font-bold" data-testid="earnings-total">
          {fallback ? '–' : formatDollars(total)}
        </span>
      </div>
      {pending > 0 && (
        <p className="text-sm text-warning" role="status">
          {pending === 1 ? '1 action is' : `${pending} actions are`} pending: sent when you are back
          online.
        </p>
      )}
      <ul aria-label="Earning rates and limits" className="flex flex-col gap-2">
        {categories.map((summary) => (
          <CategoryRow key={summary.category} summary={summary} />
        ))}
      </ul>
      <h3 className="font-semibold">Recent actions</h3>
      <EarningActivity queued={queued} confirmed={confirmed} />
    </div>
  );
}
