import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { INPUT_CLASSES } from './field-styles';

/**
 * A reason someone will read (a removal, a ban, a rejected payout), then the confirming button.
 * The caller passes its rule: the longest reason its table takes and what is wrong with one.
 */
export function ReasonForm(props: {
  label: string;
  confirm: string;
  busy: boolean;
  maxLength: number;
  problemOf(reason: string): string | null;
  onConfirm(reason: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const found = props.problemOf(reason);
    setProblem(found);
    if (!found) props.onConfirm(reason.trim());
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium">
        {props.label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={props.maxLength}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className={`${INPUT_CLASSES} py-2`}
      />
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-danger">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button disabled={props.busy} onClick={submit}>
          {props.confirm}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
