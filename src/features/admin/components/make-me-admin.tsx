import { useId } from 'react';
import { Button } from '@/components/button';
import { useSession } from '@/lib/session';
import { useAdminSession } from '../hooks/use-admin-session';
import { useAdminSetupState, useClaimFirstAdmin } from '../hooks/use-admin-setup';
import { makeMeAdminView } from '../model/admin-setup';

/**
 * 'Make Me Admin' (part 2 §5): works once per instance, while it has no admin (design §3.2). The
 * note under the button always says why it can or cannot be pressed.
 */
export function MakeMeAdmin() {
  const noteId = useId();
  const email = useSession((state) => state.user?.email);
  const admin = useAdminSession();
  const setup = useAdminSetupState();
  const claim = useClaimFirstAdmin();
  const view = makeMeAdminView({
    state: setup.data,
    failed: setup.isError,
    isAdmin: admin.isAdmin,
    email,
  });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          disabled={!view.enabled || claim.isPending}
          aria-describedby={noteId}
          aria-busy={claim.isPending}
          onClick={() => claim.mutate()}
        >
          Make Me Admin
        </Button>
        {setup.isError && (
          <Button variant="secondary" onClick={() => void setup.refetch()}>
            Try again
          </Button>
        )}
      </div>
      <p id={noteId} className="text-sm text-ink-muted">
        {view.note}
      </p>
    </div>
  );
}
