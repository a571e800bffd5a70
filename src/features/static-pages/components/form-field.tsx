import type { InputHTMLAttributes } from 'react';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  multiline?: boolean;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  maxLength: number;
  ref?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

const CONTROL =
  'w-full rounded-xl border bg-surface px-3 py-2.5 text-ink placeholder:text-ink-muted focus:border-brand-soft';

/** A labelled, required input whose error message is announced and tied to it. */
export function FormField({
  id,
  label,
  value,
  error,
  onChange,
  multiline,
  type = 'text',
  autoComplete,
  maxLength,
  ref,
}: FieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: id,
    value,
    required: true,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${CONTROL} ${error ? 'border-danger' : 'border-line'}`,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          ref={ref}
          rows={6}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          ref={ref}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
