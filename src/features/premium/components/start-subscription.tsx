import { useState } from 'react';
import { Button } from '@/components/button';
import { INPUT_CLASSES, LABEL_CLASSES } from '@/components/field-styles';
import { usePremiumCheckout, type CheckoutFailureText } from '../hooks/use-premium-checkout';
import { PREMIUM_MESSAGES } from '../model/messages';
import {
  formatPlanPrice,
  isPremiumPlanType,
  PREMIUM_PLANS,
  type PremiumPlanType,
} from '../model/premium-plans';

/** Part 2 §8: the dashboard's variant of the Premium checkout failure. */
const DASHBOARD_FAILURE: CheckoutFailureText = { title: PREMIUM_MESSAGES.dashboardCheckoutFailed };

/**
 * Account Settings for a member on a free code: the dashboard's one place to start a paid
 * subscription (the order page shows them Already Premium). The checkout opens in a new tab like
 * the order page's; the paid period starts when it is bought and takes the place of the free days
 * left (create-premium-checkout allows it; the webhook dates the period from the purchase).
 */
export function StartSubscription() {
  const [plan, setPlan] = useState<PremiumPlanType>('monthly');
  const { start, pending, ready } = usePremiumCheckout(DASHBOARD_FAILURE);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-muted">
        Keep Premium with a paid plan: it starts today, in place of your remaining free days.
      </p>
      <label className={LABEL_CLASSES}>
        Plan
        <select
          value={plan}
          onChange={(event) => {
            const chosen = event.target.value;
            if (isPremiumPlanType(chosen)) setPlan(chosen);
          }}
          className={INPUT_CLASSES}
        >
          {PREMIUM_PLANS.map((option) => (
            <option key={option.type} value={option.type}>
              {`${option.name}: ${formatPlanPrice(option.price)} ${option.period}`}
            </option>
          ))}
        </select>
      </label>
      <Button className="self-start" onClick={() => void start(plan)} disabled={pending !== null || !ready}>
        {pending ? 'Opening checkout…' : 'Start subscription'}
      </Button>
    </div>
  );
}
