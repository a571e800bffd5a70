import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@supabase/supabase-js';
import { usePremiumStatus } from '@/lib/premium-status';
import { useSession } from '@/lib/session';

const checkSubscription = vi.fn<() => Promise<boolean>>();
vi.mock('../api/check-subscription', () => ({ checkSubscription: () => checkSubscription() }));

const { refreshPremiumStatus, startPremiumStatusSync } = await import('./premium-status-sync');

function user(id: string): User {
  return { id, app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '' };
}

async function settled() {
  await vi.waitFor(() => expect(usePremiumStatus.getState().loading).toBe(false));
}

let stop: () => void = () => undefined;
beforeEach(() => {
  checkSubscription.mockReset();
  useSession.setState({ session: null, user: null, loading: true });
  usePremiumStatus.setState({ isPremium: false, loading: true });
  stop = startPremiumStatusSync();
});
afterEach(() => stop());

describe('premium status (part 1 §4)', () => {
  it('stays loading until the session is known, then signed out means not premium', async () => {
    expect(usePremiumStatus.getState()).toEqual({ isPremium: false, loading: true });
    useSession.setState({ loading: false });
    await settled();
    expect(usePremiumStatus.getState().isPremium).toBe(false);
    expect(checkSubscription).not.toHaveBeenCalled();
  });

  it('asks the server for each new user, not on token refreshes', async () => {
    checkSubscription.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    useSession.setState({ loading: false, user: user('a') });
    await settled();
    expect(usePremiumStatus.getState().isPremium).toBe(true);

    useSession.setState({ user: { ...user('a'), email: 'refreshed@example.com' } });
    expect(checkSubscription).toHaveBeenCalledTimes(1);

    useSession.setState({ user: user('b') });
    await settled();
    expect(usePremiumStatus.getState().isPremium).toBe(false);
    expect(checkSubscription).toHaveBeenCalledTimes(2);
  });

  it('treats a failed check as not premium and only logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    checkSubscription.mockRejectedValueOnce(new Error('offline'));
    useSession.setState({ loading: false, user: user('c') });
    await settled();
    expect(usePremiumStatus.getState()).toMatchObject({ isPremium: false, unknown: true });
    expect(error).toHaveBeenCalledWith('Could not check Premium status', expect.any(Error));
    error.mockRestore();
  });

  it('checks again when the network returns after a failed check, not after a good one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    checkSubscription.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    useSession.setState({ loading: false, user: user('d') });
    await settled();
    expect(usePremiumStatus.getState().isPremium).toBe(false);
    checkSubscription.mockResolvedValueOnce(true);
    window.dispatchEvent(new Event('online'));
    // Checked again in the background: nothing blinks to "loading" meanwhile.
    expect(usePremiumStatus.getState().loading).toBe(false);
    await vi.waitFor(() => expect(usePremiumStatus.getState().isPremium).toBe(true));
    window.dispatchEvent(new Event('online'));
    expect(checkSubscription).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('quiet asks while one is running wait for it, so a slow answer still lands', async () => {
    checkSubscription.mockResolvedValueOnce(false);
    useSession.setState({ loading: false, user: user('e') });
    await settled();
    let answer: (premium: boolean) => void = () => undefined;
    checkSubscription.mockImplementationOnce(
      () => new Promise<boolean>((resolve) => (answer = resolve)),
    );
    const first = refreshPremiumStatus(true);
    // The success page asks every 2 s; a slow network has not answered the first one yet.
    const second = refreshPremiumStatus(true);
    const third = refreshPremiumStatus(true);
    expect(checkSubscription).toHaveBeenCalledTimes(2);
    answer(true);
    await Promise.all([first, second, third]);
    expect(usePremiumStatus.getState()).toEqual({ isPremium: true, loading: false, unknown: false });
  });
});
