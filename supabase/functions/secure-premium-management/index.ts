import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { callSqlJson } from '../_shared/rpc.ts';
import { requireUser, userClient } from '../_shared/supabase.ts';
import { choiceField } from '../_shared/validate.ts';

interface SubscriptionCheck {
  isSubscribed: boolean;
  subscriptionStatus: string;
  planType: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * POST {action: 'check_subscription'} with the user's bearer token: the caller's premium state as
 * the database decides it (public.check_subscription: active and not past its period end).
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    choiceField(body, 'action', ['check_subscription'] as const);
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    const check = await callSqlJson<SubscriptionCheck>(userClient(req), 'check_subscription', {});
    return jsonResponse({
      isSubscribed: check.isSubscribed === true,
      status: check.subscriptionStatus,
      planType: check.planType,
      currentPeriodEnd: check.currentPeriodEnd,
      cancelAtPeriodEnd: check.cancelAtPeriodEnd === true,
    });
  }),
);
