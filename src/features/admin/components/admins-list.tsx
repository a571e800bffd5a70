import { useState } from 'react';
import { Button } from '@/components/button';
import { useSession } from '@/lib/session';
import { useAdmins, useRevokeAdmin } from '../hooks/use-admin-setup';
import type { AdminEntry } from '../model/admin-setup';

const day = (iso: string) => new Date(iso).toLocaleDateString();

function RemoveAdmin({ entry }: { entry: AdminEntry }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeAdmin();
  if (!confirming)
    return (
      <Button
        variant="secondary"
        className="self-start"
        aria-label={`Remove admin ${entry.email}`}
        onClick={() => setConfirming(true)}
      >
        Remove admin
      </Button>
    );
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">Remove admin access from {entry.email}?</p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={revoke.isPending}
          aria-busy={revoke.isPending}
          onClick={() => revoke.mutate(entry, { onSettled: () => setConfirming(false) })}
        >
          Confirm removal
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function AdminItem({ entry, isYou }: { entry: AdminEntry; isYou: boolean }) {
  return (
    <li
      aria-label={entry.email}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3"
    >
      <div className="min-w-0">
        <p className="truncate font-semibold">
          {entry.name ?? entry.email}
          {isYou && (
            <span className="ml-2 rounded-full bg-stage px-2 py-0.5 text-xs font-semibold">
              You
            </span>
          )}
        </p>
        {entry.name && <p className="truncate text-sm text-ink-muted">{entry.email}</p>}
        <p className="text-sm text-ink-muted">Admin since {day(entry.grantedAt)}</p>
      </div>
      {!isYou && <RemoveAdmin entry={entry} />}
    </li>
  );
}

/** Every admin (list_admins); 'Remove admin' for the others, never for oneself. */
export function AdminsList() {
  const userId = useSession((state) => state.user?.id ?? null);
  const admins = useAdmins(true);
  if (admins.isError)
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-danger">The admins could not be loaded.</p>
        <Button variant="secondary" className="self-start" onClick={() => void admins.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (!admins.data)
    return (
      <p role="status" className="text-sm text-ink-muted">
        Loading…
      </p>
    );
  return (
    <ul aria-label="Admins" className="flex flex-col gap-2">
      {admins.data.map((entry) => (
        <AdminItem key={entry.userId} entry={entry} isYou={entry.userId === userId} />
      ))}
    </ul>
  );
}
