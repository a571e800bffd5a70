import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@supabase/supabase-js';
import { useSession } from '@/lib/session';
import { render, settle, type Rendered } from '@/testing/render';

const hasAdminRole = vi.fn<(userId: string) => Promise<boolean>>();
vi.mock('../api/fetch-admin-role', () => ({
  hasAdminRole: (userId: string) => hasAdminRole(userId),
}));

const { AdminGate } = await import('./admin-gate');

function signInAs(id: string) {
  const user: User = {
    id,
    app_metadata: {},
    user_metadata: {},
    aud: 'authenticated',
    created_at: '',
  };
  useSession.setState({ session: null, user, loading: false });
}

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  sessionStorage.clear();
});

describe('AdminGate', () => {
  it('tells non-admins they have no access', async () => {
    hasAdminRole.mockResolvedValue(false);
    signInAs('user-1');
    rendered = await render(
      <AdminGate>
        <p>Challenges</p>
      </AdminGate>,
    );
    await settle();
    expect(rendered.container.textContent).toBe(
      "Access Denied: You don't have administrator privileges to access this panel.",
    );
  });

  it('shows the panel to admins', async () => {
    hasAdminRole.mockResolvedValue(true);
    signInAs('admin-1');
    rendered = await render(
      <AdminGate>
        <p>Challenges</p>
      </AdminGate>,
    );
    await settle();
    expect(rendered.container.textContent).toBe('Challenges');
    expect(hasAdminRole).toHaveBeenCalledWith('admin-1');
  });

  it('says it is checking, not signed out, while the session is still loading', async () => {
    useSession.setState({ session: null, user: null, loading: true });
    rendered = await render(
      <AdminGate>
        <p>Challenges</p>
      </AdminGate>,
    );
    await settle();
    expect(rendered.container.textContent).toBe('Checking administrator access…');
  });
});
