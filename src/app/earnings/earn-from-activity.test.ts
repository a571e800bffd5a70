import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePremiumStatus } from '@/lib/premium-status';
import { useSession } from '@/lib/session';

const queue = vi.hoisted(() => ({ queueEarning: vi.fn(async () => 'item') }));
vi.mock('@/features/earnings/outbox/queue-earning', () => queue);

const { earnFromActivity } = await import('./earn-from-activity');

const signIn = (id: string | null) =>
  useSession.setState({
    user: id ? ({ id } as never) : null,
    loading: false,
  });

beforeEach(() => {
  queue.queueEarning.mockClear();
  signIn('member');
  usePremiumStatus.setState({ isPremium: true, loading: false });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

describe('which activities earn', () => {
  it("a Premium member's activity on someone else's video is queued for them", async () => {
    await earnFromActivity({ kind: 'liked', videoId: 'v', ownerId: 'creator' });
    expect(queue.queueEarning).toHaveBeenCalledWith(
      { kind: 'liked', videoId: 'v', ownerId: 'creator' },
      'member',
    );
  });

  it('not for visitors, their own videos, or members without Premium while online', async () => {
    await earnFromActivity({ kind: 'liked', videoId: 'v', ownerId: 'member' });
    signIn(null);
    await earnFromActivity({ kind: 'liked', videoId: 'v' });
    signIn('member');
    usePremiumStatus.setState({ isPremium: false });
    await earnFromActivity({ kind: 'shared', videoId: 'v' });
    expect(queue.queueEarning).not.toHaveBeenCalled();
  });

  it('while Premium is being checked the server decides too', async () => {
    usePremiumStatus.setState({ isPremium: false, loading: true });
    await earnFromActivity({ kind: 'liked', videoId: 'v' });
    expect(queue.queueEarning).toHaveBeenCalledOnce();
  });

  it('offline, where Premium could not be checked, the server decides when it is sent', async () => {
    usePremiumStatus.setState({ isPremium: false });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await earnFromActivity({ kind: 'shared', videoId: 'v' });
    expect(queue.queueEarning).toHaveBeenCalledOnce();
  });

  it('online but with the last check unanswered (the server unreachable), the server decides too', async () => {
    usePremiumStatus.setState({ isPremium: false, loading: false, unknown: true });
    await earnFromActivity({ kind: 'liked', videoId: 'v' });
    expect(queue.queueEarning).toHaveBeenCalledOnce();
  });
});
