import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps<T extends string> {
  label: string;
  tabs: readonly T[];
  value: T;
  onChange(tab: T): void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** ARIA tabs with one panel (arrow keys move between tabs, as on every platform). */
export function Tabs<T extends string>({ label, tabs, value, onChange, children }: TabsProps<T>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (tab: T) => `${id}-tab-${tabs.indexOf(tab)}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(value) + step + tabs.length) % tabs.length] ?? value;
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto rounded-xl bg-stage p-1 [scrollbar-width:none]"
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={tab === value}
            aria-controls={`${id}-panel`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`min-h-11 flex-1 shrink-0 rounded-lg px-3 text-sm font-semibold ${
              tab === value ? 'bg-brand text-white' : 'text-ink-muted hover:text-ink'
            }`}
          >
            {tab}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(value)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
