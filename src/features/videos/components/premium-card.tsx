import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { usePremiumStatus } from '@/lib/premium-status';

/** Part 2 §9 premium plans, as the My Videos card lists them. */
const PLANS = [
  { name: 'Monthly', price: '$5', period: 'per month', note: 'Cancel anytime' },
  { name: 'Semi-annual', price: '$25', period: 'per 6 months', note: 'Save $5 · Most Popular' },
  { name: 'Annual', price: '$45', period: 'per year', note: 'Save $15' },
] as const;

/** My Videos' Premium Membership card: 'Premium Active' with Access Premium, or the three plans. */
export function PremiumCard() {
  const { isPremium, loading } = usePremiumStatus();
  return (
    <section
      aria-labelledby="premium-card-heading"
      className="rounded-2xl border border-brand/50 bg-gradient-to-br from-brand/25 to-surface p-4"
    >
      <h2 id="premium-card-heading" className="text-lg font-bold">
        Premium Membership
      </h2>
      {loading ? (
        <p className="mt-1 text-sm text-ink-muted" role="status">
          Checking your membership…
        </p>
      ) : isPremium ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-success">Premium Active</p>
          <a
            href="/premium-group"
            target="_blank"
            rel="noopener"
            className={buttonClasses('primary')}
          >
            Access Premium
          </a>
        </div>
      ) : (
        <>
          <ul className="mt-3 grid gap-2 sm:grid-cols-3">
            {PLANS.map((plan) => (
              <li key={plan.name} className="rounded-xl border border-line bg-surface p-3">
                <p className="font-semibold">{plan.name}</p>
                <p className="text-xl font-bold">
                  {plan.price}{' '}
                  <span className="text-sm font-normal text-ink-muted">{plan.period}</span>
                </p>
                <p className="text-xs text-brand-soft">{plan.note}</p>
              </li>
            ))}
          </ul>
          <Link to="/premium-order" className={buttonClasses('primary', 'mt-3')}>
            Choose a plan
          </Link>
        </>
      )}
    </section>
  );
}
