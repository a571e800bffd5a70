import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import {
  deadlineCountdown,
  untimedEntryNotice,
  type ChallengeEntryIntent,
} from '@/lib/challenge-entry';
import { useOnlineStatus } from '@/lib/online-status';
import type { EntryChallengeState } from '../hooks/use-entry-challenge';

/** Now, every second while a countdown is on screen. */
function useSecondClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Deadline({ intent }: { intent: ChallengeEntryIntent }) {
  const now = useSecondClock();
  const online = useOnlineStatus();
  const left = deadlineCountdown(intent.endDate, now);
  // Offline nothing can get a ticket: say the entry must reach the server before end_date.
  const notice = online ? null : untimedEntryNotice(intent, now);
  return (
    <>
      <p className="text-sm text-ink-muted">
        {left
          ? `Deadline: ${new Date(intent.endDate).toLocaleString()} (${left})`
          : 'This challenge has ended: your video will post as a normal video.'}
      </p>
      {notice && (
        <p role="status" className="text-sm font-medium text-warning">
          {notice}
        </p>
      )}
    </>
  );
}

const STATUS_WORDS: Record<Exclude<EntryChallengeState['status'], 'found' | 'none'>, string> = {
  loading: 'Loading the challenge…',
  missing: 'This challenge does not exist. Your video will post as a normal video.',
  error:
    'The challenge could not be loaded (are you offline?). Your video will post as a normal video.',
};

/** What a submission from this page carries about its challenge (no ticket yet: that comes at queue time). */
export function entryIntentOf(state: EntryChallengeState): ChallengeEntryIntent | null {
  if (state.status !== 'found') return null;
  const { id, title, endDate } = state.challenge;
  return { challengeId: id, title, endDate };
}

export interface ChallengeEntryCardProps {
  state: EntryChallengeState;
  /** Submit without entering (drops ?challenge from the address). */
  onLeave(): void;
}

/** Which challenge this submission enters (from the banner's Join), with a way out. */
export function ChallengeEntryCard({ state, onLeave }: ChallengeEntryCardProps) {
  if (state.status === 'none') return null;
  const intent = entryIntentOf(state);
  return (
    <section
      aria-label="Challenge entry"
      className="flex flex-col gap-2 rounded-xl border border-brand/60 bg-surface-raised p-3"
    >
      {state.status === 'found' && intent ? (
        <>
          <p className="font-semibold">Entering challenge: {intent.title}</p>
          <Deadline intent={intent} />
        </>
      ) : (
        state.status !== 'found' && (
          <p className="text-sm text-ink-muted">{STATUS_WORDS[state.status]}</p>
        )
      )}
      <Button variant="ghost" onClick={onLeave}>
        {intent ? "Don't enter this challenge" : 'Submit without a challenge'}
      </Button>
    </section>
  );
}
