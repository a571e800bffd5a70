import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { sendCappedMail } from '../_shared/mail-caps.ts';
import {
  type MailContent,
  payoutApprovedMail,
  payoutPaidMail,
  payoutRejectedMail,
  type PayoutReview,
} from '../_shared/mail-templates.ts';
import { callSqlJson } from '../_shared/rpc.ts';
import { greetingName } from '../_shared/mail-name/mail-name.ts';
import { siteLink } from '../_shared/site.ts';
import { requireUser, userClient } from '../_shared/supabase.ts';
import { choiceField, optionalText, requiredUuid } from '../_shared/validate.ts';

interface ReviewResult {
  success: boolean;
  message: string;
  status?: 'approved' | 'rejected' | 'completed';
  amount?: number;
  payout_method?: 'paypal' | 'bank' | null;
  reason?: string | null;
  member_email?: string | null;
  member_name?: string | null;
}

const MAILS = {
  approved: payoutApprovedMail,
  rejected: payoutRejectedMail,
  completed: payoutPaidMail,
} as const;

/** Where the member sees this payout: affiliate payouts on /affiliate, earnings in their history. */
function historyLink(source: string | null): string {
  return source === 'affiliate'
    ? siteLink('/affiliate')
    : siteLink('/submit', { tab: 'payout-history' });
}

function reviewMail(result: ReviewResult, source: string | null): MailContent | null {
  if (!result.status) return null;
  const review: PayoutReview = {
    name: greetingName(result.member_name),
    amount: `$${Number(result.amount ?? 0).toFixed(2)}`,
    method: result.payout_method ?? null,
    reason: result.reason ?? null,
  };
  return MAILS[result.status](review, historyLink(source));
}

/**
 * Mails the member; a mail that cannot be sent (or is over the member's cap) is reported, never
 * allowed to undo the decision.
 */
async function tellMember(result: ReviewResult, source: string | null): Promise<boolean> {
  const mail = reviewMail(result, source);
  if (!mail || !result.member_email) return false;
  try {
    await sendCappedMail('payout_decision', { to: result.member_email, ...mail });
    return true;
  } catch (error) {
    console.error('review-payout: the member could not be mailed', error);
    return false;
  }
}

/**
 * POST {payoutId, decision: approve | reject | mark_paid, reason?} with an admin's bearer token.
 * review_payout runs as the caller, so the database checks the admin role, moves the request only
 * along pending → approved → completed (or to rejected with a reason) and audit-logs the change.
 * Then the member gets a mail. Answers {success, message, status?, mailed}.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    const payoutId = requiredUuid(body, 'payoutId');
    const decision = choiceField(body, 'decision', ['approve', 'reject', 'mark_paid'] as const);
    const reason = optionalText(body, 'reason', { max: 500, multiline: true });
    const result = await callSqlJson<ReviewResult>(userClient(req), 'review_payout', {
      p_payout_id: payoutId,
      p_decision: decision,
      ...(reason === undefined ? {} : { p_reason: reason }),
    });
    if (!result.success) return jsonResponse({ success: false, message: result.message });
    const { data: request } = await userClient(req)
      .from('payout_requests')
      .select('source')
      .eq('id', payoutId)
      .maybeSingle();
    const mailed = await tellMember(result, request?.source ?? null);
    return jsonResponse({ success: true, message: result.message, status: result.status, mailed });
  }),
);
