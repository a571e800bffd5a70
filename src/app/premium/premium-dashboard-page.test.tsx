import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSummary, getEarningSummary } from '@/features/earnings';
import { AuthDialogHost, loadAuthDialog } from '@/features/auth';
import { getMyBoostableVideos } from '@/features/boosts';
import { checkSubscription, getMembership } from '@/features/premium';
import { provideOutbox, type OutboxPort } from '@/lib/outbox-port';
import { createQueryClient } from '@/lib/query/client';
import type * as SessionModule from '@/lib/session';
import { resetAccountStores, signedIn, signedOut, testUser } from '@/testing/accounts';
import {
  buttonNamed,
  dismissAllToasts,
  openDialogNamed,
  openedDialog,
  toastTexts,
} from '@/testing/queries';
import { click, render, settleUntil, type Rendered } from '@/testing/render';
import { Component as PremiumDashboardRoute } from '../routes/premium-dashboard';
import { Component as PremiumGroupRoute } from '../routes/premium-group';

// Moved from e2e premium.spec.ts 'who may open the members pages: signed out, not Premium,
// Premium' (what the server answers check_subscription: tests/integration/db-premium.test.ts).

vi.mock('@/features/premium/api/get-membership', () => ({ getMembership: vi.fn() }));
vi.mock('@/features/premium/api/check-subscription', () => ({ checkSubscription: vi.fn() }));
vi.mock('@/features/earnings/api/get-earning-summary', () => ({ getEarningSummary: vi.fn() }));
vi.mock('@/features/earnings/api/get-recent-earnings', () => ({
  getRecentEarnings: () => Promise.resolve([]),
}));
vi.mock('@/features/boosts/api/get-my-boostable-videos', () => ({ getMyBoostableVideos: vi.fn() }));
vi.mock('@/features/videos/api/get-my-videos', () => ({ getMyVideos: () => Promise.resolve([]) }));
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  listenToAuth: () => Promise.resolve(),
  currentAccessToken: () => Promise.resolve('member-token'),
}));

/** An outbox holding nothing: the dashboard lists queued uploads and earnings from it. */
const emptyOutbox: OutboxPort = {
  enqueue: vi.fn(),
  register: vi.fn(),
  waitingItems: () => Promise.resolve([]),
  watchUploads: (onChange) => (onChange([]), () => undefined),
  watchHeld: (_kind, onChange) => (onChange([]), () => undefined),
  watchTakesInOutbox: (onChange) => (onChange(new Set()), () => undefined),
};

// The sign-in dialog's code, loaded before the tests so that they wait only for React.
beforeAll(() => loadAuthDialog());

let rendered: Rendered | undefined;
beforeEach(() => provideOutbox(emptyOutbox));
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  dismissAllToasts();
  resetAccountStores();
  vi.clearAllMocks();
});

async function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/premium-dashboard', Component: PremiumDashboardRoute },
      { path: '/premium-group', Component: PremiumGroupRoute },
      { path: '/premium-order', element: <h1>Premium Membership</h1> },
      { path: '/boost-plans', element: <h1>Boost Plans</h1> },
      { path: '/submit', element: <h1>Submit Video</h1> },
    ],
    { initialEntries: [path] },
  );
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <AuthDialogHost />
    </QueryClientProvider>,
  );
  return { router, page: rendered.container };
}

const membership = (isSubscribed: boolean) => ({
  isSubscribed,
  status: isSubscribed ? 'active' : 'inactive',
  planType: isSubscribed ? 'monthly' : null,
  currentPeriodEnd: isSubscribed ? '2026-12-13T09:00:00Z' : null,
  cancelAtPeriodEnd: false,
});

describe('who may open the members pages', () => {
  it('asks a visitor to sign in: the dialog, then the page’s own Sign In button', async () => {
    signedOut();
    const { page } = await open('/premium-dashboard');
    const dialog = (await openedDialog('Sign In'))!;
    expect(dialog.textContent).toContain('Please sign in to open your Premium area.');

    await click(buttonNamed(dialog, 'Close')!);
    expect(openDialogNamed('Sign In')).toBeNull();
    const main = page.querySelector('article')!;
    expect(main.querySelector('h1')?.textContent).toBe('Premium Dashboard');
    await click(buttonNamed(main, 'Sign In')!);
    expect(openDialogNamed('Sign In')).not.toBeNull();
  });

  it('sends a member without Premium to /premium-order, telling why from the community', async () => {
    signedIn(false);
    vi.mocked(getMembership).mockResolvedValue(membership(false));
    const group = await open('/premium-group');
    expect(group.router.state.location.pathname).toBe('/premium-order');
    expect(toastTexts()).toEqual([
      'Premium Access Required' + 'You need an active premium subscription to access this content.',
    ]);
    await rendered?.unmount();
    dismissAllToasts();

    // The dashboard just redirects (part 2 §8 names the toast for the community only).
    const dashboard = await open('/premium-dashboard');
    expect(dashboard.router.state.location.pathname).toBe('/premium-order');
    expect(toastTexts()).toEqual([]);
  });

  it('sends a member whose Premium ended since the app checked (its payment refunded) to /premium-order', async () => {
    signedIn(true);
    vi.mocked(getMembership).mockResolvedValue({ ...membership(false), status: 'refunded' });
    vi.mocked(checkSubscription).mockResolvedValue(false);
    const { router } = await open('/premium-dashboard');
    await settleUntil(() => router.state.location.pathname === '/premium-order');
    expect(router.state.location.pathname).toBe('/premium-order');
    expect(checkSubscription).toHaveBeenCalledTimes(1);
    expect(toastTexts()).toEqual([]);
  });

  it('shows a Premium member the dashboard’s figures and tabs', async () => {
    signedIn(true);
    vi.mocked(getMembership).mockResolvedValue(membership(true));
    vi.mocked(getEarningSummary).mockResolvedValue(defaultSummary());
    const { router, page } = await open('/premium-dashboard');
    expect(page.querySelector('h1')?.textContent).toBe('Premium Dashboard');
    const figures = page.querySelector('ul[aria-label="Your figures"]')!;
    await settleUntil(() => !figures.textContent?.includes('–'), 3_000);
    expect(figures.textContent).toContain('Total Earnings$0.00');
    expect(figures.textContent).toContain('Videos Uploaded0');
    expect(figures.textContent).toContain('Total Views0');
    expect(figures.textContent).toContain('Premium StatusActive');

    await click(buttonNamed(page, 'Open Earnings')!);
    const tabs = page.querySelector('[role="tablist"][aria-label="Dashboard"]')!;
    expect(tabs.querySelector('[aria-selected="true"]')?.textContent).toBe('Earnings');
    await click(buttonNamed(tabs, 'Activities')!);
    expect(
      [...page.querySelectorAll('h2')].some((heading) => heading.textContent === 'Recent activity'),
    ).toBe(true);
    expect(router.state.location.pathname).toBe('/premium-dashboard');
  });
});

describe('Video Boosting on the dashboard', () => {
  /** A Premium member's dashboard with the Video Boosting card's picker open. */
  async function openPicker() {
    signedIn(true);
    vi.mocked(getMembership).mockResolvedValue(membership(true));
    vi.mocked(getEarningSummary).mockResolvedValue(defaultSummary());
    const opened = await open('/premium-dashboard');
    const card = [...opened.page.querySelectorAll('li')].find(
      (item) => item.querySelector('h2')?.textContent === 'Video Boosting',
    )!;
    await click(buttonNamed(card, 'Choose a video to boost')!);
    const dialog = (await openedDialog('Choose a video to boost'))!;
    return { ...opened, dialog };
  }

  it('lists the member’s videos, and choosing one opens its plans', async () => {
    vi.mocked(getMyBoostableVideos).mockResolvedValue([
      { id: 'v 1', title: 'Cat meets cucumber', thumbnailUrl: 'https://cdn.example.com/cat.png' },
      { id: 'v2', title: 'Dog on a skateboard', thumbnailUrl: null },
    ]);
    const { router, dialog } = await openPicker();
    await settleUntil(() => dialog.querySelectorAll('a').length === 2);
    const links = [...dialog.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/boost-plans?videoId=v%201',
      '/boost-plans?videoId=v2',
    ]);
    expect(links[0]?.textContent).toBe('Cat meets cucumber');
    // No thumbnail: the placeholder beside the title.
    expect(links[1]?.querySelector('[data-placeholder]')).not.toBeNull();
    expect(links[1]?.textContent).toContain('Dog on a skateboard');
    expect(links[0]?.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example.com/cat.png',
    );
    expect(getMyBoostableVideos).toHaveBeenCalledWith(testUser().id);

    await click(links[0]!);
    expect(router.state.location.pathname).toBe('/boost-plans');
    expect(router.state.location.search).toBe('?videoId=v%201');
  });

  it('with no videos, says so and offers /submit', async () => {
    vi.mocked(getMyBoostableVideos).mockResolvedValue([]);
    const { router, dialog } = await openPicker();
    await settleUntil(() => dialog.textContent?.includes('No videos to boost yet') ?? false);
    expect(dialog.textContent).toContain('No videos to boost yet');
    const upload = [...dialog.querySelectorAll('a')].find(
      (link) => link.textContent === 'Upload a video',
    )!;
    await click(upload);
    expect(router.state.location.pathname).toBe('/submit');
  });

  it("says 'Failed to load your videos' when they cannot be read", async () => {
    vi.mocked(getMyBoostableVideos).mockRejectedValue(new Error('503 Service Unavailable'));
    const { dialog } = await openPicker();
    await settleUntil(() => dialog.textContent?.includes('Failed to load your videos') ?? false);
    expect(dialog.textContent).toContain('Failed to load your videos');
    expect(dialog.querySelectorAll('a')).toHaveLength(0);
  });
});
