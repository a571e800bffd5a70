import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { INPUT_CLASSES } from '@/components/field-styles';
import { MODERATION_REASON_MAX, moderationReasonProblem } from '../model/moderation-queue';

/** The reason a removal or a ban needs (the creator reads it), then the confirming button. */
export function ReasonForm(props: {
  label: string;
  confirm: string;
  busy: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const found = moderationReasonProblem(reason);
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
        maxLength={MODERATION_REASON_MAX}
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
