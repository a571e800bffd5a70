import { useState } from 'react';
import type { PayoutDetails, PayoutMethodKind } from './details';

/**
 * The payout method being edited, prefilled from the saved one (PayPal when there is none).
 * Both payout method forms (members' and affiliates') keep their draft here.
 */
export function usePayoutMethodDraft(
  current: { method: PayoutMethodKind; details: PayoutDetails } | null,
) {
  const [method, setMethod] = useState<PayoutMethodKind>(current?.method ?? 'paypal');
  const [details, setDetails] = useState<PayoutDetails>(current?.details ?? {});
  const change = (field: keyof PayoutDetails, value: string) =>
    setDetails((before) => ({ ...before, [field]: value }));
  return { method, setMethod, details, change };
}
