import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { Tabs } from '@/components/tabs';
import { AdminSetupPanel, AuthenticationRequired, useAdminSession } from '@/features/admin';
import { useSession } from '@/lib/session';
import { ADMIN_TAB_PARAMS, ADMIN_TABS, adminTabFrom, type AdminTab } from './admin-tabs';
import { AdminTools } from './admin-tools';
import { MusicTab } from './music-tab';

const LEAD =
  "Claim or grant admin access. Admins upload music and look after this site's challenges, messages and payouts here.";

/** The tabs for a signed-in user; the tab lives in the address (?tab=setup|upload|library). */
function AdminArea() {
  const [params, setParams] = useSearchParams();
  const tab = adminTabFrom(params.get('tab'));
  const { verify } = useAdminSession();
  // Opening the screen checks the role (the admin session keeps that to once every 30 s).
  useEffect(() => {
    void verify();
  }, [verify]);
  const select = (next: AdminTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', ADMIN_TAB_PARAMS[next]);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Tabs<AdminTab> label="Admin areas" tabs={ADMIN_TABS} value={tab} onChange={select}>
      {tab === 'Admin Setup' ? (
        <AdminSetupPanel adminTools={<AdminTools />} />
      ) : (
        <MusicTab tab={tab} onOpenSetup={() => select('Admin Setup')} />
      )}
    </Tabs>
  );
}

/**
 * /admin-setup (part 2 §5): one admin area. Signed out: 'Authentication Required' with a Log In
 * link. Signed in: the Admin Setup, Quick Upload and Manage Library tabs.
 */
export function AdminSetupPage() {
  const signedIn = useSession((state) => state.user !== null);
  const loading = useSession((state) => state.loading);
  return (
    <Page title="Admin Setup" lead={LEAD}>
      {loading ? (
        <p role="status" className="text-ink-muted">
          Loading…
        </p>
      ) : signedIn ? (
        <AdminArea />
      ) : (
        <AuthenticationRequired />
      )}
    </Page>
  );
}
