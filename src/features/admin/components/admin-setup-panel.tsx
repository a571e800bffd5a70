import type { ReactNode } from 'react';
import { useAdminSession } from '../hooks/use-admin-session';
import { useAdminSetupState } from '../hooks/use-admin-setup';
import { ADMIN_SETUP_MESSAGES, howToBecomeAdmin } from '../model/admin-setup';
import { AdminCard } from './admin-card';
import { AdminOnly } from './admin-only';
import { AdminsList } from './admins-list';
import { GrantAdminForm } from './grant-admin-form';
import { MakeMeAdmin } from './make-me-admin';

function WhyNoGrant() {
  const setup = useAdminSetupState();
  return (
    <p className="text-sm text-ink-muted">
      {ADMIN_SETUP_MESSAGES.adminsOnlyGrant} {howToBecomeAdmin(setup.data?.hasAdmin)}
    </p>
  );
}

export interface AdminSetupPanelProps {
  /** The admin tools the app gathers here, shown to admins only (challenges, payouts, inbox). */
  adminTools?: ReactNode;
}

/**
 * The Admin Setup tab (part 2 §5): 'Make Me Admin' for a new site's first admin, grant by email
 * for admins (design §3.2), and for admins the list of admins and the admin tools.
 */
export function AdminSetupPanel({ adminTools }: AdminSetupPanelProps) {
  const { isAdmin, status } = useAdminSession();
  return (
    <div className="flex flex-col gap-4">
      <AdminCard
        title="Become an admin"
        lead="The first account to claim admin access looks after this site; after that, admins grant access to others."
      >
        <MakeMeAdmin />
      </AdminCard>
      <AdminCard
        title="Grant admin access"
        lead="Give another member admin access by the email address of their account."
      >
        <AdminOnly otherwise={<WhyNoGrant />}>
          <GrantAdminForm />
        </AdminOnly>
      </AdminCard>
      {isAdmin && (
        <AdminCard title="Admins" lead="Everyone who can use the admin tools, and since when.">
          <AdminsList />
        </AdminCard>
      )}
      {(isAdmin || status === 'expired') && adminTools}
    </div>
  );
}
