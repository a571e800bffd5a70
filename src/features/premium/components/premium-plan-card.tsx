import { Button } from '@/components/button';
import { formatPlanPrice, PREMIUM_BENEFITS, type PremiumPlan } from '../model/premium-plans';

export interface PremiumPlanCardProps {
  plan: PremiumPlan;
  /** The checkout of this plan is being opened. */
  pending: boolean;
  /** Another plan's checkout is being opened, or the session is still being restored. */
  busy: boolean;
  onChoose(): void;
}

/** One plan: its price and period, what it saves, 'Most Popular' on the semi-annual one. */
export function PremiumPlanCard({ plan, pending, busy, onChoose }: PremiumPlanCardProps) {
  return (
    <section
      aria-labelledby={`plan-${plan.type}`}
      className={`flex flex-col gap-2 rounded-2xl border p-4 ${
        plan.popular ? 'border-brand-soft bg-brand/10' : 'border-line bg-surface-raised'
      }`}
    >
      {plan.popular && (
        <span className="self-start rounded-full bg-brand px-2.5 py-0.5 text-xs font-bold text-white">
          Most Popular
        </span>
      )}
      <h2 id={`plan-${plan.type}`} className="text-lg font-bold">
        {plan.name}
      </h2>
      <p>
        <span className="text-3xl font-extrabold">{formatPlanPrice(plan.price)}</span>{' '}
        <span className="text-ink-muted">{plan.period}</span>
      </p>
      {plan.savings && <p className="text-sm font-semibold text-success">{plan.savings}</p>}
      <ul className="list-disc pl-5 text-sm text-ink-muted">
        {PREMIUM_BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <Button onClick={onChoose} disabled={busy}>
        {pending ? 'Opening checkout…' : `Choose ${plan.name}`}
      </Button>
    </section>
  );
}
