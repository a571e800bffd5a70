/**
 * Payouts, shared by earnings (members' payouts) and affiliate (commission payouts): the amount
 * rule, the payout method's details and their form fields, the request list's row. The server's
 * side: supabase/schemas/07_payouts.sql (private.payout_amount_refusal, private.payout_details_valid).
 */
export {
  MINIMUM_PAYOUT_TEXT,
  PAYOUT_MESSAGES,
  payoutAmountProblem,
  refusalToast,
  requestFailureDetail,
} from './amount';
export {
  cleanPayoutDetails,
  describePayoutDetails,
  isPayoutMethodKind,
  PAYOUT_FIELDS,
  parsePayoutDetails,
  payoutDetailsComplete,
  payoutDetailsProblem,
  type PayoutDetails,
  type PayoutMethodKind,
} from './details';
export { PayoutAmountFields } from './amount-fields';
export { DetailFields, MethodChoice } from './method-fields';
export { PayoutRequestRow } from './request-row';
export { usePayoutAttempt } from './use-payout-attempt';
export { usePayoutMethodDraft } from './use-method-draft';
