import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button';
import { AdminCard } from '@/features/admin';

// The challenge panel's code loads when an admin first opens it.
const ChallengeAdminHost = lazy(() =>
  import('../challenges/challenge-admin-host').then((module) => ({
    default: module.ChallengeAdminHost,
  })),
);

/** The weekly challenge panel (part 1 §6), opened from the admin area as from the home banner. */
export function ChallengesTool() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <AdminCard
      title="Weekly Challenges"
      lead="Create, edit and delete the weekly challenges, and pick their winners."
    >
      <Button
        className="self-start"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Manage Challenges
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ChallengeAdminHost open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </AdminCard>
  );
}
