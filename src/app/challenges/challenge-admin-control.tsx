import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button';
import { useSession } from '@/lib/session';

// Admin code (the gate, its role check and the panel) loads when first opened, so home's first
// paint neither downloads it nor asks the server about roles.
const ChallengeAdminHost = lazy(() =>
  import('./challenge-admin-host').then((module) => ({ default: module.ChallengeAdminHost })),
);

/**
 * 'Manage Challenges': opens the challenge admin panel; non-admins who open it are told they have
 * no access (part 1 §6). Offered to signed-in users, since only they can hold an admin role.
 * Self-contained so the weekly challenge banner can host it.
 */
export function ChallengeAdminControl() {
  const signedIn = useSession((state) => state.user !== null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  if (!signedIn) return null;
  return (
    <>
      <Button
        variant="secondary"
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
    </>
  );
}
