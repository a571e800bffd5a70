import { Button } from '@/components/button';
import { useOnlineStatus } from '@/lib/online-status';
import { useEarningRates } from '../hooks/use-earning-rates';
import {
  categoryLabel,
  dailyPotential,
  formatDollars,
  totalDailyPotential,
  type EarningRate,
} from '../model/earning-rates';
import { GUIDE_MESSAGES } from '../model/messages';
import { Section } from './section';

/** Part 2 §5 and design §3.4: the rules that hold whatever the rates are. */
const RULES: readonly string[] = [
  'A watch must last at least 30 seconds.',
  'Comments need 4 or more words.',
  'Each action earns once per video, and your own videos earn nothing.',
  'Daily limits reset at midnight UTC; weekly limits count the last 7 days.',
];

const CELL = 'px-2 py-2 text-right tabular-nums';

function RatesTable({ rates }: { rates: readonly EarningRate[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Earning rates per activity, from the server</caption>
      <thead className="text-ink-muted">
        <tr className="border-b border-line">
          <th scope="col" className="px-2 py-2 text-left font-semibold">
            Activity
          </th>
          <th scope="col" className={CELL}>
            Per action
          </th>
          <th scope="col" className={CELL}>
            Daily limit
          </th>
          <th scope="col" className={CELL}>
            Daily potential
          </th>
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.category} data-category={rate.category} className="border-b border-line">
            <th scope="row" className="px-2 py-2 text-left font-semibold">
              {categoryLabel(rate.category)}
            </th>
            <td className={CELL}>{formatDollars(rate.ratePerAction)}</td>
            <td className={CELL}>{rate.dailyLimit}</td>
            <td className={CELL}>{formatDollars(dailyPotential(rate))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-category="total">
          <th scope="row" colSpan={3} className="px-2 py-2 text-left font-semibold">
            Daily potential (all activities)
          </th>
          <td className={`${CELL} font-semibold`}>{formatDollars(totalDailyPotential(rates))}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function RatesUnavailable({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  const online = useOnlineStatus();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-ink-muted">{GUIDE_MESSAGES.ratesOffline}</p>
      {failed && online && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** What each Premium activity earns, straight from the server's earning rules. */
export function EarningsSummary() {
  const { rates, loading, failed, retry } = useEarningRates();
  return (
    <Section title="Earnings summary">
      {rates && rates.length > 0 ? (
        <RatesTable rates={rates} />
      ) : rates ? (
        <p className="text-ink-muted">No activity earns right now.</p>
      ) : loading ? (
        <p role="status" className="text-ink-muted">
          Loading rates…
        </p>
      ) : (
        <RatesUnavailable failed={failed} onRetry={retry} />
      )}
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink-muted">
        {RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </Section>
  );
}
