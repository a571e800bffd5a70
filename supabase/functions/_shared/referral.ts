import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.ts';
import { callSqlJson } from './rpc.ts';
import { type Fields, isUuid, ValidationError } from './validate.ts';

/** The affiliate link a buyer arrived through: its code and the click the server recorded. */
export interface Referral {
  code: string;
  clickId: string | null;
}

const CODE = /^[A-Za-z2-9]{8}$/;

/** Optional `referral: {code, clickId?}` of a checkout body; anything malformed is a 400. */
export function referralField(body: Fields): Referral | null {
  const value = body.referral;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ValidationError('referral must be an object');
  const { code, clickId } = value as Fields;
  if (typeof code !== 'string' || !CODE.test(code))
    throw new ValidationError('referral.code must be an affiliate code');
  if (clickId !== undefined && clickId !== null && !isUuid(clickId))
    throw new ValidationError('referral.clickId must be a UUID');
  return { code, clickId: isUuid(clickId) ? clickId : null };
}

/**
 * Attributes the buyer before the payment starts, so the webhook finds the referral when it books
 * the commission. The rules (first attribution wins, 30 days from the click, no self-referral) are
 * attribute_referral's; a refused link never stops a purchase, so its answer is only logged.
 */
export async function attributeBuyer(
  admin: SupabaseClient<Database>,
  userId: string,
  referral: Referral | null,
): Promise<void> {
  if (!referral) return;
  const outcome = await callSqlJson<{ success: boolean; message?: string }>(
    admin,
    'attribute_referral',
    {
      p_user_id: userId,
      p_affiliate_code: referral.code,
      ...(referral.clickId ? { p_click_id: referral.clickId } : {}),
    },
  ).catch((error: unknown) => ({ success: false, message: String(error) }));
  if (!outcome.success)
    console.info(`Referral ${referral.code} not attributed: ${outcome.message}`);
}
