import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';

const CONTROL =
  'min-h-11 w-full rounded-xl border border-line bg-stage px-3 text-ink aria-[invalid=true]:border-danger';

export const controlClasses = CONTROL;

/** A labelled control with its error message tied to it (aria-invalid, aria-describedby). */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {(error || hint) && (
        <p id={messageId} className={`text-sm ${error ? 'text-danger' : 'text-ink-muted'}`}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
