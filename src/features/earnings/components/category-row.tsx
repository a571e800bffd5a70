import { CATEGORY_LABELS } from '../model/earning-rules';
import { formatDollars, type CategorySummary } from '../model/earning-summary';

const count = (value: number | null, limit: number) => `${value ?? '–'} / ${limit}`;

/** One earning action: its rate, today's and this week's count against the caps, and its total. */
export function CategoryRow({ summary }: { summary: CategorySummary }) {
  const label = CATEGORY_LABELS[summary.category];
  const full = summary.dailyCount !== null && summary.dailyCount >= summary.dailyLimit;
  return (
    <li
      data-category={summary.category}
      className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl border border-line bg-surface p-3"
    >
      <span className="font-semibold">{label}</span>
      <span className="text-right font-semibold">{formatDollars(summary.totalEarned)}</span>
      <span className="text-sm text-ink-muted">
        {formatDollars(summary.ratePerAction)} per action
      </span>
      <span className={`text-right text-sm ${full ? 'text-warning' : 'text-ink-muted'}`}>
        Today {count(summary.dailyCount, summary.dailyLimit)} · Week{' '}
        {count(summary.weeklyCount, summary.weeklyLimit)}
      </span>
    </li>
  );
}
