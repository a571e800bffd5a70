import { useEffect } from 'react';
import { AdminGate, useAdminSession } from '@/features/admin';
import { ChallengeAdminDialog } from '@/features/challenges';

export interface ChallengeAdminHostProps {
  open: boolean;
  onClose(): void;
}

/**
 * The challenge panel behind the admin feature's AdminGate (part 1 §4 admin session, §6). Each
 * opening re-checks the role; the controller keeps that to at most once every 30 seconds.
 */
export function ChallengeAdminHost({ open, onClose }: ChallengeAdminHostProps) {
  const { verify } = useAdminSession();
  useEffect(() => {
    if (open) void verify();
  }, [open, verify]);
  return <ChallengeAdminDialog open={open} onClose={onClose} guard={AdminGate} />;
}
