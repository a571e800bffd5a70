import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { useTimedFlag } from '../hooks/use-timed-flag';
import { goToLabel, goToTarget, isPremiumEntry } from '../model/go-to';
import type { GuideEntry } from '../model/guide-entry';
import { GUIDE_MESSAGES, premiumDemoMessage } from '../model/messages';
import { DEMO_HIGHLIGHT_MS } from '../model/timing';
import { GoToLink } from './go-to-link';
import { ListenButton } from './listen-button';
import { TutorialAnimation } from './tutorial-animation';

export interface GuideEntryItemProps {
  entry: GuideEntry;
  isPremium: boolean;
}

function demoMessage(entry: GuideEntry, isPremium: boolean): string {
  if (isPremiumEntry(entry.number) && !isPremium) return premiumDemoMessage(entry.title);
  const label = goToLabel(goToTarget(entry.number, isPremium).path);
  return `Demo: follow the highlighted steps, then press ${label}.`;
}

/** The open entry: steps, tutorial, Show demo, Listen and the go-to button. */
function EntryBody({ entry, isPremium }: GuideEntryItemProps) {
  const [highlight, startHighlight] = useTimedFlag(DEMO_HIGHLIGHT_MS);
  const [run, setRun] = useState(0);
  const showDemo = () => {
    startHighlight();
    setRun((count) => count + 1);
  };
  return (
    <div className="flex flex-col gap-3 px-4 pb-4">
      <ol
        aria-label={`Steps for ${entry.title}`}
        data-highlighted={highlight || undefined}
        className={`flex list-decimal flex-col gap-1.5 rounded-xl py-2 pl-8 pr-3 transition-colors ${
          highlight ? 'bg-brand/20 ring-2 ring-brand-soft' : ''
        }`}
      >
        {entry.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <TutorialAnimation entry={entry} run={run} />
      <p role="status" className="min-h-6 text-sm text-brand-soft">
        {run > 0 ? demoMessage(entry, isPremium) : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={showDemo} aria-label={`Show demo for ${entry.title}`}>
          Show demo
        </Button>
        <ListenButton entry={entry} />
        <GoToLink entry={entry.number} isPremium={isPremium} highlight={highlight} />
      </div>
    </div>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <Icon className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

/** One guide entry as a disclosure: a button in an h3 that opens a region labelled by it. */
export function GuideEntryItem({ entry, isPremium }: GuideEntryItemProps) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const regionId = useId();
  const premium = isPremiumEntry(entry.number);
  return (
    <li className="rounded-2xl border border-line bg-surface-raised" data-entry={entry.number}>
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 w-full items-center gap-3 rounded-2xl px-4 pt-3 pb-1 text-left font-semibold"
        >
          <span
            aria-hidden="true"
            className="grid size-7 shrink-0 place-items-center rounded-full bg-brand/30 text-sm"
          >
            {entry.number}
          </span>
          <span className="flex-1">{entry.title}</span>
          <Chevron open={open} />
        </button>
      </h3>
      <div className="flex flex-wrap items-center gap-2 px-4 pb-3 pl-14 text-sm text-ink-muted">
        <p>{entry.summary}</p>
        {premium && (
          <span className="rounded-full border border-warning/60 px-2 py-0.5 text-xs font-semibold text-warning">
            {GUIDE_MESSAGES.premiumFeature}
          </span>
        )}
      </div>
      <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!open}>
        {open && <EntryBody entry={entry} isPremium={isPremium} />}
      </div>
    </li>
  );
}
