import { RecoveryCallback } from '@/features/auth/components/recovery-callback';

export function Component() {
  return <RecoveryCallback />;
}
