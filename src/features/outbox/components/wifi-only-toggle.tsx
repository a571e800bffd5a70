import { useId } from 'react';

export interface WifiOnlyToggleProps {
  checked: boolean;
  onChange(value: boolean): void;
  /** The browser tells us nothing about the connection: the setting cannot be honoured here. */
  connectionKnown: boolean;
}

export function WifiOnlyToggle({ checked, onChange, connectionKnown }: WifiOnlyToggleProps) {
  const hintId = useId();
  return (
    <div className="rounded-xl border border-line bg-surface-raised p-3">
      <label className="flex min-h-11 items-center justify-between gap-3 font-semibold">
        Wi-Fi only
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
          className="size-5 accent-brand"
        />
      </label>
      <p id={hintId} className="text-sm text-ink-muted">
        {connectionKnown
          ? 'Videos wait for Wi-Fi instead of using mobile data.'
          : 'Videos wait for Wi-Fi where your browser reports the connection type; this browser does not, so uploads go on any connection.'}
      </p>
    </div>
  );
}
