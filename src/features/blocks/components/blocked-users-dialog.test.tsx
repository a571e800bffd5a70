import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHiddenContent } from '@/lib/hidden-content';
import { createQueryClient } from '@/lib/query/client';
import { click, render, settleUntil, type Rendered } from '@/testing/render';

const server = vi.hoisted(() => ({ list: vi.fn(), unblock: vi.fn() }));
vi.mock('../api/list-blocked-users', () => ({ listBlockedUsers: server.list }));
vi.mock('../api/unblock-user', () => ({ unblockUser: server.unblock }));
vi.mock('@/components/toast-store', () => ({ toast: vi.fn() }));
vi.mock('@/lib/session', () => ({
  useSession: (select: (state: { user: { id: string } }) => unknown) =>
    select({ user: { id: 'me' } }),
  currentAccessToken: async () => 'token-me',
}));

const { default: BlockedUsersMenuEntry } = await import('./blocked-users-menu-entry');

let rendered: Rendered | undefined;
const text = () => document.body.textContent ?? '';
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );

beforeEach(async () => {
  server.list
    .mockReset()
    .mockResolvedValue([
      { userId: 'pest', name: 'Pesky', creatorHash: 'b10cked1', blockedAt: null },
    ]);
  server.unblock.mockReset().mockResolvedValue(undefined);
  useHiddenContent.setState({ owner: 'me', videos: [], creators: ['b10cked1'], users: ['pest'] });
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <BlockedUsersMenuEntry />
    </QueryClientProvider>,
  );
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  useHiddenContent.setState({ owner: null, videos: [], creators: [], users: [] });
});

describe('the account menu’s Blocked Users', () => {
  it('lists the blocked members from the server and unblocks one: their content comes back on this device', async () => {
    expect(server.list).not.toHaveBeenCalled();
    await click(button('Blocked Users')!);
    expect(await settleUntil(() => text().includes('Pesky'))).toBe(true);
    expect(server.list).toHaveBeenCalledWith('token-me', expect.any(AbortSignal));
    await click(button('Unblock Pesky')!);
    expect(await settleUntil(() => useHiddenContent.getState().users.length === 0)).toBe(true);
    expect(server.unblock).toHaveBeenCalledWith('pest', 'token-me');
    expect(useHiddenContent.getState().creators).toEqual([]);
  });

  it('says so when nobody is blocked', async () => {
    server.list.mockResolvedValue([]);
    await click(button('Blocked Users')!);
    expect(await settleUntil(() => text().includes('You haven’t blocked anyone.'))).toBe(true);
  });
});
