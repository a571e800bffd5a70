import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useOnlineStatus } from '@/lib/online-status';
import { useBlockedUsers, useUnblockUser } from '../hooks/use-blocked-users';
import { BLOCK_MESSAGES } from '../model/blocked-user';

function BlockedList() {
  const online = useOnlineStatus();
  const list = useBlockedUsers(online);
  const unblock = useUnblockUser();
  if (!online) return <p className="text-sm text-ink-muted">{BLOCK_MESSAGES.offline}</p>;
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {BLOCK_MESSAGES.loadFailed}
      </p>
    );
  if (!list.data) return <p role="status">Loading…</p>;
  if (list.data.length === 0)
    return <p className="text-sm text-ink-muted">{BLOCK_MESSAGES.none}</p>;
  return (
    <ul aria-label="Blocked users" className="flex flex-col gap-2">
      {list.data.map((user) => (
        <li
          key={user.userId}
          className="flex items-center justify-between gap-3 rounded-xl bg-surface-raised p-3"
        >
          <span className="min-w-0 truncate font-semibold">{user.name}</span>
          <Button
            variant="secondary"
            disabled={unblock.isPending}
            aria-label={`Unblock ${user.name}`}
            onClick={() => unblock.mutate(user)}
          >
            Unblock
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The account menu's list of blocked members, each with Unblock (issue 34 §3). */
export function BlockedUsersDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={BLOCK_MESSAGES.heading}
      description={BLOCK_MESSAGES.description}
    >
      {open && <BlockedList />}
    </Dialog>
  );
}
