export interface ProgressProps {
  /** 0..1; leave out while the amount of work is unknown. */
  value?: number;
  label: string;
  className?: string;
}

/** An accessible progress bar: determinate with a value, an animated stripe without one. */
export function Progress({ value, label, className = '' }: ProgressProps) {
  const percent =
    value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`h-1 overflow-hidden rounded-full bg-line ${className}`}
    >
      {percent === undefined ? (
        <div className="h-full w-1/3 animate-[progress-slide_1.2s_ease-in-out_infinite] rounded-full bg-brand-soft" />
      ) : (
        <div
          className="h-full rounded-full bg-brand-soft transition-[width]"
          style={{ width: `${percent}%` }}
        />
      )}
    </div>
  );
}
