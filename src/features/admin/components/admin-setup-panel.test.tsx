import type { User } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast-store';
import { ApiError } from '@/lib/api/api-error';
import { createQueryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { click, render, settle, typeInto, type Rendered } from '@/testing/render';
import { assignAdminRole } from '../api/assign-admin-role';
import { claimFirstAdmin } from '../api/claim-first-admin';
import { hasAdminRole } from '../api/fetch-admin-role';
import { getAdminSetupState } from '../api/get-admin-setup-state';
import { listAdmins } from '../api/list-admins';
import { revokeAdmin } from '../api/revoke-admin';
import { AdminSetupPanel } from './admin-setup-panel';

vi.mock('../api/fetch-admin-role', () => ({ hasAdminRole: vi.fn() }));
vi.mock('../api/get-admin-setup-state', () => ({ getAdminSetupState: vi.fn() }));
vi.mock('../api/claim-first-admin', () => ({ claimFirstAdmin: vi.fn() }));
vi.mock('../api/assign-admin-role', () => ({ assignAdminRole: vi.fn() }));
vi.mock('../api/list-admins', () => ({ listAdmins: vi.fn() }));
vi.mock('../api/revoke-admin', () => ({ revokeAdmin: vi.fn() }));

let rendered: Rendered | undefined;
let users = 0;

/** A fresh user each time: the admin session is one per tab and follows the user. */
function signIn(email: string | null = 'ada@example.com'): string {
  const id = `user-${++users}`;
  const user = {
    id,
    email: email ?? undefined,
    app_metadata: {},
    user_metadata: {},
    aud: 'authenticated',
  };
  useSession.setState({ session: null, user: user as unknown as User, loading: false });
  return id;
}

async function open(): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminSetupPanel adminTools={<p>Admin tools</p>} />
    </QueryClientProvider>,
  );
  await settle();
  return rendered.container;
}

const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((item) => item.textContent === name);
const toasts = () => useToastStore.getState().toasts.map((item) => item.description);

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  vi.mocked(listAdmins).mockResolvedValue([]);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  sessionStorage.clear();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('the Admin Setup tab', () => {
  it('lets the first user claim admin, then shows the admin parts without a reload', async () => {
    const id = signIn();
    let admin = false;
    vi.mocked(hasAdminRole).mockImplementation(() => Promise.resolve(admin));
    vi.mocked(getAdminSetupState).mockImplementation(() =>
      Promise.resolve({ hasAdmin: admin, isAdmin: admin }),
    );
    vi.mocked(claimFirstAdmin).mockImplementation(() => {
      admin = true;
      return Promise.resolve();
    });
    vi.mocked(listAdmins).mockResolvedValue([
      { userId: id, email: 'ada@example.com', name: 'Ada', grantedAt: '2026-11-26T07:00:00Z' },
    ]);
    const page = await open();
    expect(page.textContent).toContain('Only admins can grant admin access.');
    expect(page.textContent).not.toContain('Admin tools');
    const make = button(page, 'Make Me Admin')!;
    expect(make.disabled).toBe(false);

    await click(make);
    await settle();
    expect(claimFirstAdmin).toHaveBeenCalledTimes(1);
    expect(page.textContent).toContain('You already have admin access.');
    expect(page.querySelector('form[aria-label="Grant admin access"]')).not.toBeNull();
    const list = page.querySelector('ul[aria-label="Admins"]')!;
    expect(list.textContent).toContain('Ada');
    expect(list.textContent).toContain('You');
    // Nobody removes their own access.
    expect(list.querySelector('button')).toBeNull();
    expect(useToastStore.getState().toasts[0]?.title).toBe('You are now an admin');
  });

  it('disables Make Me Admin with the reason once an admin exists', async () => {
    signIn();
    vi.mocked(hasAdminRole).mockResolvedValue(false);
    vi.mocked(getAdminSetupState).mockResolvedValue({ hasAdmin: true, isAdmin: false });
    const page = await open();
    const make = button(page, 'Make Me Admin')!;
    expect(make.disabled).toBe(true);
    const note = document.getElementById(make.getAttribute('aria-describedby')!);
    expect(note?.textContent).toBe(
      'An admin already exists. Ask an existing admin to grant you access.',
    );
    expect(page.textContent).toContain('ask an existing admin to grant you access by email');
  });

  it("says 'No user email found' for an account without an address", async () => {
    signIn(null);
    vi.mocked(hasAdminRole).mockResolvedValue(false);
    vi.mocked(getAdminSetupState).mockResolvedValue({ hasAdmin: false, isAdmin: false });
    const page = await open();
    expect(button(page, 'Make Me Admin')!.disabled).toBe(true);
    expect(page.textContent).toContain('No user email found');
  });

  it('grants by email: checks the address, then tells the outcome', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = signIn();
    vi.mocked(hasAdminRole).mockResolvedValue(true);
    vi.mocked(getAdminSetupState).mockResolvedValue({ hasAdmin: true, isAdmin: true });
    vi.mocked(listAdmins).mockResolvedValue([
      { userId: id, email: 'ada@example.com', name: null, grantedAt: '2026-11-26T07:00:00Z' },
      { userId: 'other', email: 'bo@example.com', name: 'Bo', grantedAt: '2026-11-26T08:00:00Z' },
    ]);
    const page = await open();
    const grant = button(page, 'Grant Admin Access')!;
    await click(grant);
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Please enter an email address');
    expect(assignAdminRole).not.toHaveBeenCalled();

    vi.mocked(assignAdminRole).mockRejectedValueOnce(new ApiError('Not found', 404));
    await typeInto(page.querySelector('input[type="email"]')!, ' nobody@example.com ');
    await click(grant);
    await settle();
    expect(assignAdminRole).toHaveBeenCalledWith('nobody@example.com');
    expect(toasts()).toContain('Failed to assign admin role. Make sure the user exists.');

    vi.mocked(assignAdminRole).mockResolvedValueOnce();
    await typeInto(page.querySelector('input[type="email"]')!, 'cy@example.com');
    await click(grant);
    await settle();
    expect(toasts()).toContain('Successfully granted admin access to cy@example.com');
    expect(page.querySelector<HTMLInputElement>('input[type="email"]')!.value).toBe('');

    // Others can be removed after a confirmation; the database's refusal is shown as it is.
    vi.mocked(revokeAdmin).mockRejectedValueOnce(
      new ApiError('The last admin cannot be removed.', 400, 'P0001'),
    );
    const remove = page.querySelector<HTMLButtonElement>(
      '[aria-label="Remove admin bo@example.com"]',
    )!;
    expect(remove.textContent).toBe('Remove admin');
    await click(remove);
    await click(button(page, 'Confirm removal')!);
    await settle();
    expect(revokeAdmin).toHaveBeenCalledWith('other');
    expect(toasts()).toContain('The last admin cannot be removed.');
  });

  it("removes another admin after the confirmation: '… is no longer an admin.' and off the list", async () => {
    const id = signIn();
    vi.mocked(hasAdminRole).mockResolvedValue(true);
    vi.mocked(getAdminSetupState).mockResolvedValue({ hasAdmin: true, isAdmin: true });
    const me = {
      userId: id,
      email: 'ada@example.com',
      name: null,
      grantedAt: '2026-11-26T07:00:00Z',
    };
    const nia = {
      userId: 'nia',
      email: 'nia@example.com',
      name: 'Nia',
      grantedAt: '2026-11-26T08:00:00Z',
    };
    vi.mocked(listAdmins).mockResolvedValue([me, nia]);
    const page = await open();
    expect(page.querySelector('li[aria-label="nia@example.com"]')).not.toBeNull();

    vi.mocked(revokeAdmin).mockResolvedValueOnce();
    vi.mocked(listAdmins).mockResolvedValue([me]);
    await click(
      page.querySelector<HTMLButtonElement>('[aria-label="Remove admin nia@example.com"]')!,
    );
    await click(button(page, 'Confirm removal')!);
    await settle();
    expect(revokeAdmin).toHaveBeenCalledWith('nia');
    expect(toasts()).toContain('nia@example.com is no longer an admin.');
    expect(page.querySelector('li[aria-label="nia@example.com"]')).toBeNull();
  });
});
