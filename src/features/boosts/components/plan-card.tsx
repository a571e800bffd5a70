import type { ReactNode } from 'react';
import { formatPrice, type BoostPlan } from '../model/boost-plans';

export interface PlanCardProps {
  plan: BoostPlan;
  selected?: boolean;
  /** The card's action: a buy button, or the radio that selects it. */
  children: ReactNode;
}

/** One boost plan: days, price, what it gives, and 'Most Popular' on the popular one. */
export function PlanCard({ plan, selected = false, children }: PlanCardProps) {
  return (
    <div
      className={`relative flex flex-col gap-2 rounded-2xl border p-4 ${
        selected || plan.popular ? 'border-brand-soft bg-brand/10' : 'border-line bg-surface-raised'
      }`}
      data-plan={plan.id}
    >
      {plan.popular && (
        <span className="self-start rounded-full bg-brand px-2.5 py-0.5 text-xs font-bold text-white">
          Most Popular
        </span>
      )}
      <h2 className="text-lg font-bold">{plan.label}</h2>
      <p className="text-3xl font-extrabold">{formatPrice(plan.price)}</p>
      <p className="text-sm text-ink-muted">{plan.description}</p>
      {children}
    </div>
  );
}
