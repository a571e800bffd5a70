import { TextField } from '@/components/text-field';
import { MINIMUM_PAYOUT } from './amount';

export interface PayoutAmountFieldsProps {
  /** The available balance as the page words it (earnings show sub-cent amounts, commission not). */
  balanceText: string | null;
  balanceTestId: string;
  /** The balance could not be loaded. */
  failed: boolean;
  amount: string;
  onAmountChange: (amount: string) => void;
  /** Each page's own words for the minimum and the review. */
  hint: string;
}

/**
 * The top of both payout forms: the server's available balance and the amount, in dollars and
 * cents from the minimum up (the rule itself is payoutAmountProblem, the server's
 * private.payout_amount_refusal).
 */
export function PayoutAmountFields(props: PayoutAmountFieldsProps) {
  return (
    <>
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-ink-muted">Available balance</span>{' '}
        <span className="text-2xl font-bold" data-testid={props.balanceTestId}>
          {props.balanceText ?? '–'}
        </span>
      </p>
      {props.failed && <p className="text-sm text-ink-muted">Your balance could not be loaded.</p>}
      <TextField
        label="Amount (USD)"
        type="number"
        inputMode="decimal"
        min={MINIMUM_PAYOUT}
        step="0.01"
        value={props.amount}
        onChange={props.onAmountChange}
        hint={props.hint}
      />
    </>
  );
}
