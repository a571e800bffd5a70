import type { User } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasAdminRole, getAdminSetupState } from '@/features/admin';
import { createQueryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { click, render, settle, type Rendered } from '@/testing/render';
import { AdminSetupPage } from './admin-setup-page';
import { loadContactInboxPanel } from '@/features/contact-inbox';

vi.mock('@/features/admin/api/fetch-admin-role', () => ({ hasAdminRole: vi.fn() }));
vi.mock('@/features/admin/api/get-admin-setup-state', () => ({ getAdminSetupState: vi.fn() }));

let rendered: Rendered | undefined;

async function open(path: string): Promise<HTMLElement> {
  const router = createMemoryRouter([{ path: '/admin-setup', element: <AdminSetupPage /> }], {
    initialEntries: [path],
  });
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await settle();
  return rendered.container;
}

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('/admin-setup', () => {
  it('asks visitors to log in', async () => {
    useSession.setState({ session: null, user: null, loading: false });
    const page = await open('/admin-setup');
    expect(page.querySelector('h1')?.textContent).toBe('Admin Setup');
    expect(page.querySelector('h2')?.textContent).toBe('Authentication Required');
    const link = page.querySelector('a')!;
    expect(link.textContent).toBe('Log In');
    expect(link.getAttribute('href')).toBe('/auth');
    expect(page.querySelector('[role="tablist"]')).toBeNull();
  });

  it('shows non-admins the teaser on the music tabs, and the way back to Admin Setup', async () => {
    const user = { id: 'page-user', email: 'ada@example.com', app_metadata: {}, user_metadata: {} };
    useSession.setState({ session: null, user: user as unknown as User, loading: false });
    vi.mocked(hasAdminRole).mockResolvedValue(false);
    vi.mocked(getAdminSetupState).mockResolvedValue({ hasAdmin: true, isAdmin: false });
    const page = await open('/admin-setup?tab=upload');
    const tabs = [...page.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Admin Setup',
      'Quick Upload',
      'Manage Library',
    ]);
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    const panel = page.querySelector('[role="tabpanel"]')!;
    expect(panel.querySelector('h2')?.textContent).toBe('Quick Upload is for admins');
    expect(panel.textContent).toContain('Admins upload MP3 tracks to the LaughLoop music library');

    const back = [...panel.querySelectorAll('button')].find(
      (button) => button.textContent === 'Go to Admin Setup',
    )!;
    await click(back);
    await settle();
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(page.textContent).toContain(
      'An admin already exists. Ask an existing admin to grant you access.',
    );
  });

  it('shows a member why Make Me Admin is closed, the Manage Library teaser, and no Contact Inbox', async () => {
    // Loaded ahead, so the inbox would be on screen at once if the page showed it to members.
    await loadContactInboxPanel();
    const user = { id: 'member-1', email: 'mo@example.com', app_metadata: {}, user_metadata: {} };
    useSession.setState({ session: null, user: user as unknown as User, loading: false });
    vi.mocked(hasAdminRole).mockResolvedValue(false);
    vi.mocked(getAdminSetupState).mockResolvedValue({ hasAdmin: true, isAdmin: false });
    const page = await open('/admin-setup');
    await settle(20);

    const make = [...page.querySelectorAll('button')].find(
      (b) => b.textContent === 'Make Me Admin',
    )!;
    expect(make.disabled).toBe(true);
    expect(document.getElementById(make.getAttribute('aria-describedby')!)?.textContent).toBe(
      'An admin already exists. Ask an existing admin to grant you access.',
    );
    expect(page.textContent).toContain('Only admins can grant admin access.');
    const headings = () => [...page.querySelectorAll('h2')].map((h2) => h2.textContent);
    expect(headings()).not.toContain('Contact Inbox');

    const tab = [...page.querySelectorAll('[role="tab"]')].find(
      (item) => item.textContent === 'Manage Library',
    ) as HTMLElement;
    await click(tab);
    await settle();
    expect(page.querySelector('[role="tabpanel"] h2')?.textContent).toBe(
      'Manage Library is for admins',
    );
    expect(headings()).not.toContain('Contact Inbox');
  });
});
