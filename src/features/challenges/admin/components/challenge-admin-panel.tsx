import { useState } from 'react';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { EMPTY_CHALLENGE_FORM } from '../model/challenge-form';
import { formFromChallenge, type AdminChallenge } from '../model/challenge';
import { reasonOf } from '../hooks/admin-token';
import { useAdminChallenges } from '../hooks/use-admin-challenges';
import { ChallengeFormView } from './challenge-form-view';
import { ChallengeList } from './challenge-list';
import { WinnersPicker } from './winners-picker';

type View =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'edit'; challenge: AdminChallenge }
  | { kind: 'winners'; challenge: AdminChallenge };

/** The admin's challenge list and the screen for the one action under way. */
export function ChallengeAdminPanel() {
  const [view, setView] = useState<View>({ kind: 'list' });
  const [done, setDone] = useState<string | null>(null);
  const list = useAdminChallenges();

  function back(message: string | null) {
    setDone(message);
    setView({ kind: 'list' });
  }

  if (view.kind === 'create' || view.kind === 'edit') {
    const editing = view.kind === 'edit' ? view.challenge : null;
    return (
      <ChallengeFormView
        editing={editing}
        initial={editing ? formFromChallenge(editing) : EMPTY_CHALLENGE_FORM}
        onSaved={(saved, created) =>
          back(created ? `Created “${saved.title}”.` : `Saved “${saved.title}”.`)
        }
        onCancel={() => back(null)}
      />
    );
  }
  if (view.kind === 'winners') {
    return <WinnersPicker challenge={view.challenge} onDone={() => back(null)} />;
  }
  return (
    <div className="flex flex-col gap-3">
      <Button
        onClick={() => {
          setDone(null);
          setView({ kind: 'create' });
        }}
      >
        New challenge
      </Button>
      {done && <FormAlert variant="success" title="Done" message={done} />}
      {list.isError ? (
        <FormAlert title="Could not load challenges" message={reasonOf(list.error)} />
      ) : list.data ? (
        <ChallengeList
          challenges={list.data}
          now={new Date()}
          onEdit={(challenge) => setView({ kind: 'edit', challenge })}
          onPickWinners={(challenge) => setView({ kind: 'winners', challenge })}
          onDeleted={(challenge) => setDone(`Deleted “${challenge.title}”.`)}
        />
      ) : (
        <p role="status" className="text-ink-muted">
          Loading challenges…
        </p>
      )}
    </div>
  );
}
