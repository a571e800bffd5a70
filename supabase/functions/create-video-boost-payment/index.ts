import { BOOST_PLANS, isBoostDays } from '../_shared/boost-plans.ts';
import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { attributeBuyer, referralField } from '../_shared/referral.ts';
import { adminClient, requireUser } from '../_shared/supabase.ts';
import {
  objectField,
  optionalText,
  requiredText,
  requiredUuid,
  ValidationError,
} from '../_shared/validate.ts';
import { startBoostCheckout } from './boost-order.ts';
import { resolveBoostTarget } from './resolve-video.ts';

/**
 * The plan the client asked for, priced by the server (part 2 §9). A price sent with it must be
 * the server's: a different one means a stale or tampered page, and nothing is ordered.
 */
function chosenPlan(option: Record<string, unknown>) {
  const days = option.days;
  if (!isBoostDays(days)) throw new ValidationError('boostOption.days must be 1, 3 or 5');
  const price = option.price;
  if (price !== undefined && price !== null) {
    if (typeof price !== 'number' || Math.round(price * 100) !== BOOST_PLANS[days].amountCents) {
      throw new ValidationError(
        `The price of the ${BOOST_PLANS[days].label} is $${(BOOST_PLANS[days].amountCents / 100).toFixed(2)}. Reload the plans and try again.`,
      );
    }
  }
  return days;
}

/**
 * POST {videoId, videoUrl? (for a pasted link, videoId 'url_<timestamp>'), videoTitle (ignored:
 * the catalogue's title is used), boostOption {days, price?, label?, description?}, priceId
 * (ignored), requestKey (UUID, one per purchase), referral? {code, clickId} (the affiliate link the
 * buyer arrived through)} with the user's bearer token. Answers {url, videoId}: the
 * checkout page (Stripe, or the local payment sandbox). The boost starts only when the signed
 * webhook says the payment went through.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    const videoId = requiredText(body, 'videoId', { max: 255 });
    const videoUrl = optionalText(body, 'videoUrl', { max: 2048 });
    const days = chosenPlan(objectField(body, 'boostOption'));
    const requestKey = requiredUuid(body, 'requestKey');
    const referral = referralField(body);
    const admin = adminClient();
    const video = await resolveBoostTarget(admin, videoId, videoUrl);
    await attributeBuyer(admin, user.id, referral);
    const url = await startBoostCheckout(admin, {
      userId: user.id,
      email: user.email,
      video,
      days,
      requestKey,
    });
    return jsonResponse({ url, videoId: video.id });
  }),
);
