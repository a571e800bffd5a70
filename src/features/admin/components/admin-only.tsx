import type { ReactNode } from 'react';
import { useAdminSession } from '../hooks/use-admin-session';
import { AdminGate } from './admin-gate';

export interface AdminOnlyProps {
  /** What a signed-in non-admin sees instead: why not, and how to become an admin. */
  otherwise: ReactNode;
  children: ReactNode;
}

/**
 * Admin content inside the admin setup screen: non-admins get an explanation rather than the
 * gate's "Access Denied"; checking, an expired session and failures show the gate's notices.
 */
export function AdminOnly({ otherwise, children }: AdminOnlyProps) {
  const { status } = useAdminSession();
  if (status === 'denied') return <>{otherwise}</>;
  return <AdminGate>{children}</AdminGate>;
}
