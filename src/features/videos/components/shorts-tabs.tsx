import { useRef, type KeyboardEvent } from 'react';
import { SHORTS_TABS, type ShortsTab } from '../model/shorts-feed';

function tabClass(selected: boolean): string {
  return `min-h-11 shrink-0 rounded-full px-4 text-sm font-semibold ${
    selected ? 'bg-brand text-white' : 'border border-line bg-surface text-ink-muted hover:text-ink'
  }`;
}

/** The category tabs (ARIA tabs: arrow keys move between them). */
export function ShortsTabs({
  tab,
  panelId,
  onChange,
}: {
  tab: ShortsTab;
  panelId: string;
  onChange(tab: ShortsTab): void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next =
      SHORTS_TABS[(SHORTS_TABS.indexOf(tab) + step + SHORTS_TABS.length) % SHORTS_TABS.length] ??
      'All';
    onChange(next);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Categories"
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
    >
      {SHORTS_TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          data-tab={name}
          aria-selected={name === tab}
          aria-controls={panelId}
          tabIndex={name === tab ? 0 : -1}
          onClick={() => onChange(name)}
          className={tabClass(name === tab)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
