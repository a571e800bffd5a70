import { useState, type ReactNode } from 'react';
import { BLOCK_MESSAGES } from '../model/blocked-user';
import { BlockedUsersDialog } from './blocked-users-dialog';

/**
 * The account menu's 'Blocked Users' entry and its dialog. Loaded when the menu opens, so the first
 * screen carries none of it.
 */
export default function BlockedUsersMenuEntry(): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-3 flex min-h-11 w-full items-center justify-center rounded-xl border border-line font-semibold hover:border-brand-soft"
      >
        {BLOCK_MESSAGES.menuEntry}
      </button>
      <BlockedUsersDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
