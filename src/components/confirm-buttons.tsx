import { useState } from 'react';
import { Button } from './button';

/**
 * A confirmation dialog's Cancel and confirm buttons. The confirm button stays disabled while
 * `onConfirm` runs and again once it answers true (done: the dialog is closing); false lets the
 * user try again.
 */
export function ConfirmButtons({
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  confirmLabel: string;
  onCancel(): void;
  onConfirm(): Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    if (!(await onConfirm())) setBusy(false);
  };
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button disabled={busy} onClick={() => void confirm()}>
        {confirmLabel}
      </Button>
    </div>
  );
}
