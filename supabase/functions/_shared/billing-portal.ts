import { sandboxSession, stripe } from './payments.ts';
import { billingPeriod, PREMIUM_PLANS, type PremiumPlanType } from './plans.ts';

export interface PortalSession {
  id: string;
  url: string;
}

/** The plans a member may switch between in the sandbox's portal (Stripe's is configured there). */
function sandboxPlans() {
  return (Object.keys(PREMIUM_PLANS) as PremiumPlanType[]).map((planType) => {
    const period = billingPeriod(planType);
    return {
      plan_type: planType,
      label: PREMIUM_PLANS[planType].label,
      amount: PREMIUM_PLANS[planType].amountCents,
      interval: period.interval,
      interval_count: period.intervalCount,
    };
  });
}

function createSandboxPortal(
  sandboxUrl: string,
  customerId: string,
  returnUrl: string,
): Promise<PortalSession> {
  return sandboxSession(
    sandboxUrl,
    '/portal/sessions',
    { customer: customerId, return_url: returnUrl, plans: sandboxPlans() },
    'portal session',
  );
}

/**
 * A billing portal session for the customer: Stripe's (its portal configuration decides what a
 * member may change) or, when PAYMENT_SANDBOX_URL is set, supabase/local's sandbox portal.
 */
export async function createPortalSession(
  customerId: string,
  returnUrl: string,
): Promise<PortalSession> {
  const sandboxUrl = Deno.env.get('PAYMENT_SANDBOX_URL');
  if (sandboxUrl) return createSandboxPortal(sandboxUrl, customerId, returnUrl);
  const session = await stripe().billingPortal.sessions.create({
    customer: customerId,
    return_url: returnUrl,
  });
  return { id: session.id, url: session.url };
}
