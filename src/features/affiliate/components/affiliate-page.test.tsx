import type { User } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast-store';
import { useAuthDialog } from '@/lib/auth-dialog';
import { createQueryClient, queryCacheRestored } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { click, render, settle, typeInto, type Rendered } from '@/testing/render';
import { getAffiliate } from '../api/get-affiliate';
import { getAffiliatePayoutMethod } from '../api/get-affiliate-payout-method';
import { getAffiliatePayoutRequests } from '../api/get-affiliate-payout-requests';
import { getAffiliateStatement } from '../api/get-affiliate-statement';
import { joinAffiliateProgram } from '../api/join-affiliate-program';
import { sendAffiliateConfirmation } from '../api/send-affiliate-confirmation';
import { AffiliatePage } from './affiliate-page';

vi.mock('../api/get-affiliate', () => ({ getAffiliate: vi.fn() }));
vi.mock('../api/get-affiliate-statement', () => ({ getAffiliateStatement: vi.fn() }));
vi.mock('../api/get-affiliate-payout-requests', () => ({ getAffiliatePayoutRequests: vi.fn() }));
vi.mock('../api/get-affiliate-payout-method', () => ({ getAffiliatePayoutMethod: vi.fn() }));
vi.mock('../api/join-affiliate-program', () => ({ joinAffiliateProgram: vi.fn() }));
vi.mock('../api/send-affiliate-confirmation', () => ({ sendAffiliateConfirmation: vi.fn() }));

const user = {
  id: 'u1',
  email: 'ada@example.com',
  user_metadata: { full_name: 'Ada Lovelace' },
} as unknown as User;

const member = {
  userId: 'u1',
  affiliateCode: 'ABCD2345',
  totalCommission: 12.5,
  referralCount: 3,
  commissionRate: 20,
  payoutMethod: null,
  payoutVerified: false,
};

let rendered: Rendered | undefined;

async function open(): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <AffiliatePage />
    </QueryClientProvider>,
  );
  await settle();
  return rendered.container;
}

const buttonNamed = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent?.includes(name));

beforeEach(() => {
  vi.mocked(getAffiliateStatement).mockResolvedValue({
    totalCommission: 12.5,
    referralCount: 3,
    commissionRate: 20,
    held: 0,
    available: 12.5,
    commissions: [],
  });
  vi.mocked(getAffiliatePayoutRequests).mockResolvedValue([]);
  vi.mocked(getAffiliatePayoutMethod).mockResolvedValue(null);
  useToastStore.setState({ toasts: [] });
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.clearAllMocks();
});

describe('the affiliate page', () => {
  it('shows a loading state while the session is checked, and the rules', async () => {
    useSession.setState({ user: null, session: null, loading: true });
    const page = await open();
    expect(page.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    expect(page.querySelector('h1')?.textContent).toBe('Affiliate Program');
    const headings = [...page.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(headings).toContain('Rules and Terms');
    expect(page.textContent).toContain('Minimum payout $10.00.');
  });

  it('asks a guest pressing Join to sign up', async () => {
    useSession.setState({ user: null, session: null, loading: false });
    const page = await open();
    await click(buttonNamed(page, 'Join Affiliate Program')!);
    expect(useAuthDialog.getState()).toMatchObject({
      open: true,
      mode: 'signup',
      reason: 'Please sign up to join our affiliate program',
    });
  });

  it('joins a signed-in non-member and sends the confirmation with the full name', async () => {
    useSession.setState({ user, session: null, loading: false });
    vi.mocked(getAffiliate).mockResolvedValueOnce(null).mockResolvedValue(member);
    vi.mocked(joinAffiliateProgram).mockResolvedValue({ affiliateCode: 'ABCD2345' });
    const page = await open();
    await click(buttonNamed(page, 'Join Affiliate Program')!);
    await settle();
    expect(joinAffiliateProgram).toHaveBeenCalledWith('ada@example.com');
    expect(sendAffiliateConfirmation).toHaveBeenCalledWith({
      email: 'ada@example.com',
      userName: 'Ada Lovelace',
      affiliateCode: 'ABCD2345',
    });
    expect(page.querySelector('input[readonly]')).not.toBeNull();
  });

  it('tells a failed join in the spec’s words', async () => {
    useSession.setState({ user, session: null, loading: false });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(getAffiliate).mockResolvedValue(null);
    vi.mocked(joinAffiliateProgram).mockRejectedValue(new Error('boom'));
    const page = await open();
    await click(buttonNamed(page, 'Join Affiliate Program')!);
    await settle();
    expect(useToastStore.getState().toasts).toContainEqual(
      expect.objectContaining({
        title: 'Error',
        description: 'Failed to join affiliate program. Please try again.',
      }),
    );
  });

  it('says when the affiliate row could not be loaded, with Try again', async () => {
    useSession.setState({ user, session: null, loading: false });
    queryCacheRestored();
    vi.mocked(getAffiliate).mockRejectedValueOnce(new Error('down')).mockResolvedValue(null);
    const page = await open();
    await settle();
    expect(page.querySelector('[role="alert"]')?.textContent).toContain(
      'Your affiliate details could not be loaded.',
    );
    await click(buttonNamed(page, 'Try again')!);
    await settle();
    expect(buttonNamed(page, 'Join Affiliate Program')).toBeDefined();
  });

  it('shows a member the figures, the link, the empty lists and the payout tools', async () => {
    useSession.setState({ user, session: null, loading: false });
    vi.mocked(getAffiliate).mockResolvedValue(member);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const page = await open();
    await settle();
    const text = page.textContent ?? '';
    expect(text).toContain('Total Earnings$12.50');
    expect(text).toContain('Referrals3');
    expect(text).toContain('Commission Rate20%');
    expect(text).toContain('No commissions yet. Share your link to start earning.');
    expect(text).toContain('Available balance $12.50');
    const link = page.querySelector<HTMLInputElement>('input[readonly]')!;
    expect(link.value).toBe(`${window.location.origin}/?ref=ABCD2345`);
    expect(page.querySelector(`label[for="${link.id}"]`)?.textContent).toBe('Your affiliate link');
    await click(buttonNamed(page, 'Copy')!);
    expect(writeText).toHaveBeenCalledWith(link.value);
    expect(useToastStore.getState().toasts[0]?.title).toBe('Copied!');
    expect(buttonNamed(page, 'Request Payout')?.disabled).toBe(true);
    expect(text).toContain('Add your payout method first');
    const update = buttonNamed(page, 'Update Payout Method')!;
    expect(update.disabled).toBe(true);
    await typeInto(page.querySelector<HTMLInputElement>('input[type="email"]')!, 'ada@example.com');
    expect(update.disabled).toBe(false);
  });
});
