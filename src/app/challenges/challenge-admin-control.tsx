import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { useSession } from '@/lib/session';

// Admin code (the gate, its role check and the panel) loads when first opened, so home's first
// paint neither downloads it nor asks the server about roles.
const ChallengeAdminHost = lazy(() =>
  import('./challenge-admin-host').then((module) => ({ default: module.ChallengeAdminHost })),
);

const LABEL = 'Manage Challenges';

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
      {/* An icon in the banner's title row: a text button would not fit its fixed height. */}
      <Button
        variant="secondary"
        className="size-11 shrink-0 !px-0"
        aria-label={LABEL}
        title={LABEL}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Icon className="size-5">
          <path d="M4 6h16M4 12h16M4 18h16" />
          <circle cx="9" cy="6" r="2" />
          <circle cx="15" cy="12" r="2" />
          <circle cx="8" cy="18" r="2" />
        </Icon>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ChallengeAdminHost open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
