import { useEffect, useMemo } from 'react';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { stopNarrationOf, useNarration } from '../hooks/use-narration';
import { narrationText, type GuideEntry } from '../model/guide-entry';

const WORDS = {
  stopped: { text: 'Listen', name: 'Listen to step-by-step audio for' },
  loading: { text: 'Loading…', name: 'Loading step-by-step audio for' },
  playing: { text: 'Stop', name: 'Stop step-by-step audio for' },
} as const;

function SpeakerIcon({ playing }: { playing: boolean }) {
  return (
    <Icon className="size-5">
      {playing ? (
        <rect x="6" y="6" width="12" height="12" rx="1" />
      ) : (
        <>
          <path d="M11 5 6 9H3v6h3l5 4V5z" />
          <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
        </>
      )}
    </Icon>
  );
}

/** Listen / Stop: the entry read aloud (one narration at a time on the page). */
export function ListenButton({ entry }: { entry: GuideEntry }) {
  const id = `guide-entry-${entry.number}`;
  const text = useMemo(() => narrationText(entry), [entry]);
  const { status, toggle } = useNarration(id, text);
  // A closed entry stops talking.
  useEffect(() => () => stopNarrationOf(id), [id]);
  const words = WORDS[status];
  return (
    <Button variant="secondary" onClick={toggle} aria-label={`${words.name} ${entry.title}`}>
      <SpeakerIcon playing={status !== 'stopped'} />
      {words.text}
    </Button>
  );
}
