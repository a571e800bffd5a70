import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { useAdminSession } from '../hooks/use-admin-session';
import { ACCESS_DENIED } from '../model/admin-session';

function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl border border-danger/70 bg-surface-raised p-3">
      {children}
    </p>
  );
}

/**
 * Shows its children only during a valid admin session; everyone else sees why not. Admin
 * screens wrap their content in it.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const admin = useAdminSession();
  switch (admin.status) {
    case 'admin':
      return <>{children}</>;
    case 'denied':
      return <Notice>{ACCESS_DENIED}</Notice>;
    case 'signed-out':
      return <Notice>Please sign in with an administrator account to open this panel.</Notice>;
    case 'expired':
    case 'error':
      return (
        <div className="flex flex-col gap-3">
          <FormAlert
            title={admin.status === 'expired' ? 'Admin session expired' : 'Could not check access'}
            message={
              admin.status === 'expired'
                ? 'Your admin session has ended. Check your access again to continue.'
                : 'We could not confirm your administrator access. Please try again.'
            }
          />
          <Button onClick={() => void admin.verify()}>Check again</Button>
        </div>
      );
    default:
      return (
        <p role="status" className="text-ink-muted">
          Checking administrator access…
        </p>
      );
  }
}
