import { useState } from 'react';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { challengePhase, PHASE_LABELS, type AdminChallenge } from '../model/challenge';
import { ADMIN_CHALLENGE_MESSAGES } from '../model/messages';
import { reasonOf } from '../hooks/admin-token';
import { useDeleteChallenge } from '../hooks/use-admin-challenges';

export interface ChallengeListProps {
  challenges: readonly AdminChallenge[];
  now: Date;
  onEdit(challenge: AdminChallenge): void;
  onPickWinners(challenge: AdminChallenge): void;
  onDeleted(challenge: AdminChallenge): void;
}

const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function dateRange(challenge: AdminChallenge): string {
  const start = new Date(challenge.start_date).toLocaleString(undefined, DATE_FORMAT);
  const end = new Date(challenge.end_date).toLocaleString(undefined, DATE_FORMAT);
  return `${start} – ${end}`;
}

interface RowProps extends Omit<ChallengeListProps, 'challenges'> {
  challenge: AdminChallenge;
}

function ChallengeRow({ challenge, now, onEdit, onPickWinners, onDeleted }: RowProps) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteChallenge();
  const phase = challengePhase(challenge, now);

  function confirmDelete() {
    setFailure(null);
    remove.mutate(challenge.id, {
      onSuccess: () => onDeleted(challenge),
      onError: (error) => {
        setConfirming(false);
        setFailure(reasonOf(error));
      },
    });
  }

  return (
    <li
      aria-label={challenge.title}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface-raised p-3"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold break-words">{challenge.title}</p>
        <span className="shrink-0 rounded-full border border-line px-2 text-xs font-bold">
          {PHASE_LABELS[phase]}
        </span>
      </div>
      <p className="text-sm text-ink-muted">{dateRange(challenge)}</p>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm">Delete this challenge with its entries and winners?</p>
          <Button onClick={confirmDelete} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Yes, delete'}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setConfirming(false)}
            disabled={remove.isPending}
          >
            Keep it
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onEdit(challenge)}>
            Edit
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Delete
          </Button>
          {phase === 'ended' && (
            <Button variant="secondary" onClick={() => onPickWinners(challenge)}>
              Pick winners
            </Button>
          )}
        </div>
      )}
      {failure && <FormAlert title={ADMIN_CHALLENGE_MESSAGES.deleteFailed} message={failure} />}
    </li>
  );
}

/** Every challenge with its phase and actions; winners only for ended ones (the database's rule). */
export function ChallengeList({ challenges, ...actions }: ChallengeListProps) {
  if (challenges.length === 0) {
    return <p className="text-ink-muted">No challenges yet. Create the first one.</p>;
  }
  return (
    <ul aria-label="Challenges" className="flex flex-col gap-2">
      {challenges.map((challenge) => (
        <ChallengeRow key={challenge.id} challenge={challenge} {...actions} />
      ))}
    </ul>
  );
}
