import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { INPUT_CLASSES, LABEL_CLASSES } from '@/components/field-styles';
import { FormAlert } from '@/components/form-alert';
import type { AdminChallenge } from '../model/challenge';
import { ADMIN_CHALLENGE_MESSAGES } from '../model/messages';
import {
  checkWinnerPicks,
  picksFromWinners,
  PLACE_LABELS,
  PLACES,
  type ChallengeEntryOption,
  type WinnerPicks,
} from '../model/winners';
import { reasonOf } from '../hooks/admin-token';
import {
  useChallengeEntries,
  useSaveWinners,
  useStoredWinners,
} from '../hooks/use-challenge-winners';

export interface WinnersPickerProps {
  challenge: AdminChallenge;
  onDone(): void;
}

/** Picks 1st, 2nd and 3rd place from an ended challenge's entries. */
export function WinnersPicker({ challenge, onDone }: WinnersPickerProps) {
  const entries = useChallengeEntries(challenge.id);
  const stored = useStoredWinners(challenge.id);
  return (
    <section aria-labelledby="pick-winners-heading" className="flex flex-col gap-3">
      <h3 id="pick-winners-heading" className="font-bold">
        Pick winners: {challenge.title}
      </h3>
      {entries.isError || stored.isError ? (
        <FormAlert
          title="Could not load the entries"
          message={reasonOf(entries.error ?? stored.error)}
        />
      ) : !entries.data || !stored.data ? (
        <p role="status" className="text-ink-muted">
          Loading entries…
        </p>
      ) : entries.data.length === 0 ? (
        <p className="text-ink-muted">This challenge has no entries, so there is no one to pick.</p>
      ) : (
        <PicksForm
          challengeId={challenge.id}
          entries={entries.data}
          initial={picksFromWinners(stored.data)}
          onSaved={onDone}
        />
      )}
      <Button variant="secondary" onClick={onDone}>
        Back to challenges
      </Button>
    </section>
  );
}

interface PicksFormProps {
  challengeId: string;
  entries: readonly ChallengeEntryOption[];
  initial: WinnerPicks;
  onSaved(): void;
}

function PicksForm({ challengeId, entries, initial, onSaved }: PicksFormProps) {
  const [picks, setPicks] = useState(initial);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const save = useSaveWinners(challengeId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkWinnerPicks(picks, entries);
    if (!check.ok) {
      setProblem({ title: 'Validation Error', message: check.message });
      return;
    }
    setProblem(null);
    save.mutate(check.rows, {
      onSuccess: onSaved,
      onError: (error) =>
        setProblem({ title: ADMIN_CHALLENGE_MESSAGES.winnersFailed, message: reasonOf(error) }),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Winners">
      {PLACES.map((place) => (
        <label key={place} className={LABEL_CLASSES}>
          {PLACE_LABELS[place]}
          <select
            value={picks[place]}
            onChange={(event) =>
              setPicks((current) => ({ ...current, [place]: event.target.value }))
            }
            className={INPUT_CLASSES}
          >
            <option value="">No winner</option>
            {entries.map((entry) => (
              <option key={entry.videoId} value={entry.videoId}>
                {entry.title}
              </option>
            ))}
          </select>
        </label>
      ))}
      {problem && <FormAlert title={problem.title} message={problem.message} />}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save winners'}
      </Button>
    </form>
  );
}
