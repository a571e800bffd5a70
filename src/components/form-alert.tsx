export interface FormAlertProps {
  title: string;
  message: string;
  variant?: 'error' | 'success';
}

/**
 * A form's outcome shown inside the form. Dialogs need this: a toast behind a modal dialog sits
 * in the inert page, where nobody can see or hear it.
 */
export function FormAlert({ title, message, variant = 'error' }: FormAlertProps) {
  const border = variant === 'error' ? 'border-danger/70' : 'border-success/60';
  return (
    <div role="alert" className={`rounded-xl border bg-surface-raised p-3 text-sm ${border}`}>
      <p className="font-semibold">{title}</p>
      <p className="mt-0.5 text-ink-muted">{message}</p>
    </div>
  );
}
