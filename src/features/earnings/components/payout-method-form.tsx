import { useState, type FormEvent } from 'react';
import { choiceCardClasses } from '@/components/choice-card';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { toast } from '@/components/toast-store';
import { useOnlineStatus } from '@/lib/online-status';
import {
  payoutDetailsComplete,
  payoutDetailsProblem,
  type PayoutDetails,
  type PayoutMethodKind,
} from '@/lib/payout-details';
import type { PayoutMethod } from '../api/get-payout-method';
import { useSavePayoutMethod } from '../hooks/use-payout-method';
import { EARNING_MESSAGES } from '../model/messages';

const METHODS: ReadonlyArray<{ value: PayoutMethodKind; label: string }> = [
  { value: 'paypal', label: 'PayPal' },
  { value: 'bank', label: 'Bank transfer' },
];

const BANK_FIELDS: ReadonlyArray<{ field: keyof PayoutDetails; label: string; auto: string }> = [
  { field: 'accountHolderName', label: 'Account holder name', auto: 'name' },
  { field: 'bankName', label: 'Bank name', auto: 'off' },
  { field: 'accountNumber', label: 'Account number (or IBAN)', auto: 'off' },
  { field: 'routingNumber', label: 'Routing number (or SWIFT / sort code)', auto: 'off' },
];

const TELL = {
  saved: () =>
    toast({
      title: EARNING_MESSAGES.methodSaved,
      description: 'Your payout requests will be paid to this account.',
      variant: 'success',
    }),
  refused: (message: string) =>
    toast({ title: EARNING_MESSAGES.methodFailed, description: message, variant: 'destructive' }),
  failed: () => toast({ title: EARNING_MESSAGES.methodFailed, variant: 'destructive' }),
};

function MethodChoice(props: { value: PayoutMethodKind; onChange(value: PayoutMethodKind): void }) {
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="mb-1.5 font-medium">Payout method</legend>
      {METHODS.map((option) => (
        <label
          key={option.value}
          className={choiceCardClasses(
            props.value === option.value,
            'flex min-h-11 items-center justify-center font-semibold',
          )}
        >
          <input
            type="radio"
            name="payout-method"
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export interface PayoutMethodFormProps {
  userId: string;
  current: PayoutMethod | null;
  onDone(): void;
}

/**
 * Where payouts go (part 2 §5's payout method rules): PayPal needs the account's email; a bank
 * transfer needs holder, bank, account and routing number. Save stays disabled until every field
 * of the method is filled; the rest is checked here and again by the database.
 */
export function PayoutMethodForm({ userId, current, onDone }: PayoutMethodFormProps) {
  const online = useOnlineStatus();
  const [method, setMethod] = useState<PayoutMethodKind>(current?.method ?? 'paypal');
  const [details, setDetails] = useState<PayoutDetails>(current?.details ?? {});
  const save = useSavePayoutMethod(userId, TELL);
  const set = (field: keyof PayoutDetails) => (value: string) =>
    setDetails((before) => ({ ...before, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = payoutDetailsProblem(method, details);
    if (problem) return TELL.refused(problem);
    save.mutate({ method, details }, { onSuccess: (answer) => answer.success && onDone() });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Payout method">
      <MethodChoice value={method} onChange={setMethod} />
      {method === 'paypal' ? (
        <TextField
          label="PayPal email"
          type="email"
          autoComplete="email"
          value={details.paypalEmail ?? ''}
          onChange={set('paypalEmail')}
        />
      ) : (
        BANK_FIELDS.map(({ field, label, auto }) => (
          <TextField
            key={field}
            label={label}
            autoComplete={auto}
            value={details[field] ?? ''}
            onChange={set(field)}
          />
        ))
      )}
      <div className="flex gap-2">
        <Button
          type="submit"
          disabled={!online || save.isPending || !payoutDetailsComplete(method, details)}
        >
          {save.isPending ? 'Saving…' : 'Save Payout Method'}
        </Button>
        {current && (
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
      {!online && (
        <p className="text-sm text-warning">Saving a payout method needs a connection.</p>
      )}
    </form>
  );
}
