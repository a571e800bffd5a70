import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { useAdminSession } from '@/features/admin/hooks/use-admin-session';
import { useSession } from '@/lib/session';

// The panel is admin-only code: it loads when first opened, outside home's first-paint budget.
const ChallengeAdminDialog = lazy(() =>
  import('@/features/challenges/admin/components/challenge-admin-dialog').then((module) => ({
    default: module.ChallengeAdminDialog,
  })),
);

/**
 * 'Manage Challenges': opens the challenge admin panel behind AdminGate (part 1 §4 admin session,
 * §6: non-admins who open it are told they have no access). Offered to signed-in users, since
 * only they can hold an admin role; self-contained so the weekly challenge banner can host it.
 */
export function ChallengeAdminControl() {
  const signedIn = useSession((state) => state.user !== null);
  const admin = useAdminSession();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  if (!signedIn) return null;
  return (
    <>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          // Opening a panel re-checks the role (never more often than every 30 s).
          void admin.verify();
          setOpened(true);
          setOpen(true);
        }}
      >
        Manage Challenges
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ChallengeAdminDialog open={open} onClose={() => setOpen(false)} guard={AdminGate} />
        </Suspense>
      )}
    </>
  );
}
