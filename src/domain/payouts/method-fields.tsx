import { useId } from 'react';
import { choiceCardClasses } from '@/components/choice-card';
import { TextField } from '@/components/text-field';
import type { PayoutDetails, PayoutMethodKind } from './details';

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

export function MethodChoice(props: {
  value: PayoutMethodKind;
  onChange(value: PayoutMethodKind): void;
}) {
  const name = useId();
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
            name={name}
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

export interface DetailFieldsProps {
  method: PayoutMethodKind;
  details: PayoutDetails;
  onChange(field: keyof PayoutDetails, value: string): void;
}

/** PayPal: the account's email; bank: holder, bank, account and routing number (part 2 §5). */
export function DetailFields({ method, details, onChange }: DetailFieldsProps) {
  if (method === 'paypal')
    return (
      <TextField
        label="PayPal email"
        type="email"
        autoComplete="email"
        value={details.paypalEmail ?? ''}
        onChange={(value) => onChange('paypalEmail', value)}
      />
    );
  return (
    <>
      {BANK_FIELDS.map(({ field, label, auto }) => (
        <TextField
          key={field}
          label={label}
          autoComplete={auto}
          value={details[field] ?? ''}
          onChange={(value) => onChange(field, value)}
        />
      ))}
    </>
  );
}
