import type { ComponentType, ReactNode } from 'react';
import { Dialog } from '@/components/dialog';
import { ChallengeAdminPanel } from './challenge-admin-panel';

export interface ChallengeAdminDialogProps {
  open: boolean;
  onClose(): void;
  /**
   * Decides who sees the panel (the app passes the admin feature's AdminGate): features do not
   * import each other, so the gate comes in from where they are composed.
   */
  guard: ComponentType<{ children: ReactNode }>;
}

/** Part 1 §2: the admin panel modal for weekly challenges. */
export function ChallengeAdminDialog({ open, onClose, guard: Guard }: ChallengeAdminDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Manage Challenges" placement="sheet">
      {open && (
        <Guard>
          <ChallengeAdminPanel />
        </Guard>
      )}
    </Dialog>
  );
}
