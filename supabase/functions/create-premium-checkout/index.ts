import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { isPremiumPlanType } from '../_shared/plans.ts';
import { attributeBuyer, referralField } from '../_shared/referral.ts';
import { adminClient, requireUser } from '../_shared/supabase.ts';
import { isUuid, ValidationError } from '../_shared/validate.ts';
import { startPremiumCheckout } from './premium-order.ts';

/**
 * POST {planType: 'monthly' | 'semiannual' | 'annual', requestKey? (UUID, one per purchase),
 * referral? {code, clickId} (the affiliate link the member arrived through)} with the user's bearer
 * token. Answers {url}: a subscription checkout priced by the server (part 2 §9).
 * Premium starts only when the signed webhook says the payment went through.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    const planType = body.planType;
    if (!isPremiumPlanType(planType)) {
      throw new ValidationError('planType must be monthly, semiannual or annual');
    }
    const requestKey = body.requestKey ?? crypto.randomUUID();
    if (!isUuid(requestKey)) throw new ValidationError('requestKey must be a UUID');
    const referral = referralField(body);
    const admin = adminClient();
    await attributeBuyer(admin, user.id, referral);
    const url = await startPremiumCheckout(admin, {
      userId: user.id,
      email: user.email,
      planType,
      requestKey,
    });
    return jsonResponse({ url });
  }),
);
