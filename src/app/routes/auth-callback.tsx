import { RecoveryCallback } from '@/features/auth';

export function Component() {
  return <RecoveryCallback />;
}
