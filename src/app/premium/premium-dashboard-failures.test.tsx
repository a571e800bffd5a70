import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSummary, getEarningSummary } from '@/features/earnings';
import { closeVideoDialog, loadEditDialog } from '@/features/videos';
import { createQueryClient } from '@/lib/query/client';
import { provideOutbox, type OutboxPort } from '@/lib/outbox-port';
import type * as SessionModule from '@/lib/session';
import { resetAccountStores, signedIn } from '@/testing/accounts';
import { buttonNamed, dismissAllToasts, openedDialog, toastTexts } from '@/testing/queries';
import { click, render, settleUntil, type Rendered } from '@/testing/render';
import { Component as PremiumDashboardRoute } from '../routes/premium-dashboard';

// Issue 37 item 4: the Premium dashboard's own words for its failures (part 2 §8 'Dashboard' and
// the checkout's 'dashboard variant'), each with the call failing as the API would answer it. The
// dashboard, its video list and its checkout talk to a fake Data API and Functions endpoint.

vi.mock('@/features/earnings/api/get-earning-summary', () => ({ getEarningSummary: vi.fn() }));
vi.mock('@/features/earnings/api/get-recent-earnings', () => ({
  getRecentEarnings: () => Promise.resolve([]),
}));
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  listenToAuth: () => Promise.resolve(),
  currentAccessToken: () => Promise.resolve('member-token'),
}));

const emptyOutbox: OutboxPort = {
  enqueue: vi.fn(),
  register: vi.fn(),
  waitingItems: () => Promise.resolve([]),
  watchUploads: (onChange) => (onChange([]), () => undefined),
  watchHeld: (_kind, onChange) => (onChange([]), () => undefined),
  watchTakesInOutbox: (onChange) => (onChange(new Set()), () => undefined),
};

interface Answer {
  status: number;
  body: unknown;
}

/** What the fake API answers, per request ('METHOD /path'), and what it was asked. */
let answers: Map<string, Answer>;
let asked: { route: string; body: unknown }[];

const membership = (planType: string) => ({
  isSubscribed: true,
  status: 'active',
  planType,
  currentPeriodEnd: '2027-01-20T09:00:00Z',
  cancelAtPeriodEnd: false,
});

const videoRow = (userId: string) => ({
  id: 'b7d1c0de-0000-4000-8000-000000000001',
  title: 'My dashboard clip',
  video_url: 'https://cdn.example.com/clip.webm',
  thumbnail_url: null,
  user_id: userId,
  upload_time: null,
  created_at: '2026-11-20T10:00:00Z',
  views: 3,
  likes_count: 0,
  challenge_tag: null,
  category: 'comedy',
  is_boosted: false,
  boost_until: null,
  moderation_status: 'approved',
  challenge_entries: [],
});

beforeAll(() => loadEditDialog());

let rendered: Rendered | undefined;
beforeEach(() => {
  provideOutbox(emptyOutbox);
  vi.mocked(getEarningSummary).mockResolvedValue(defaultSummary());
  answers = new Map();
  asked = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The checkout tab opens at the tap; here there is no tab to open.
  vi.spyOn(window, 'open').mockImplementation(() => null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      const route = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      asked.push({ route, body });
      const answer = answers.get(route) ?? { status: 404, body: { message: 'Not here' } };
      return Response.json(answer.body, { status: answer.status });
    }),
  );
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  closeVideoDialog();
  dismissAllToasts();
  resetAccountStores();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDashboard(): Promise<HTMLElement> {
  const router = createMemoryRouter(
    [{ path: '/premium-dashboard', Component: PremiumDashboardRoute }],
    { initialEntries: ['/premium-dashboard'] },
  );
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return rendered.container;
}

const serverError: Answer = { status: 500, body: { message: 'upstream connect error' } };

describe("the Premium dashboard's failure messages", () => {
  it("says 'Failed to load your videos' when the list cannot load (not My Videos' words)", async () => {
    signedIn(true);
    answers.set('POST /functions/v1/secure-premium-management', {
      status: 200,
      body: membership('monthly'),
    });
    answers.set('GET /rest/v1/videos', serverError);
    await openDashboard();
    expect(await settleUntil(() => toastTexts().length > 0)).toBe(true);
    expect(toastTexts()).toEqual(['Failed to load your videos']);
    expect(asked.map((request) => request.route)).toContain('GET /rest/v1/videos');
  });

  it("says 'Error updating video: Could not update video.' when saving an edit fails", async () => {
    const user = signedIn(true);
    answers.set('POST /functions/v1/secure-premium-management', {
      status: 200,
      body: membership('monthly'),
    });
    answers.set('GET /rest/v1/videos', { status: 200, body: [videoRow(user.id)] });
    answers.set('PATCH /rest/v1/videos', serverError);
    const page = await openDashboard();
    const edit = 'Edit My dashboard clip';
    expect(await settleUntil(() => buttonNamed(page, edit) !== undefined)).toBe(true);
    await click(buttonNamed(page, edit)!);
    const dialog = (await openedDialog('Edit Video'))!;
    await click(buttonNamed(dialog, 'Save Changes')!);

    expect(await settleUntil(() => toastTexts().length > 0)).toBe(true);
    expect(toastTexts()).toEqual(['Error updating video: Could not update video.']);
    expect(asked.map((request) => request.route)).toContain('PATCH /rest/v1/videos');
  });

  it("offers a member on a free code 'Start subscription', and says 'Error starting subscription' when the checkout is refused", async () => {
    signedIn(true);
    answers.set('POST /functions/v1/secure-premium-management', {
      status: 200,
      body: membership('free_trial'),
    });
    answers.set('GET /rest/v1/videos', { status: 200, body: [] });
    answers.set('POST /functions/v1/create-premium-checkout', {
      status: 409,
      body: { error: 'You already have an active Premium membership.' },
    });
    const page = await openDashboard();
    const settings = () =>
      [...page.querySelectorAll('li')].find(
        (card) => card.querySelector('h2')?.textContent === 'Account Settings',
      );
    expect(
      await settleUntil(() => buttonNamed(settings() ?? page, 'Start subscription') !== undefined),
    ).toBe(true);
    expect(settings()?.textContent).toContain('Your free Premium ends by itself');
    expect(buttonNamed(settings()!, 'Manage Subscription')).toBeUndefined();

    await click(buttonNamed(settings()!, 'Start subscription')!);
    expect(await settleUntil(() => toastTexts().length > 0)).toBe(true);
    expect(toastTexts()).toEqual(['Error starting subscription']);
    const checkout = asked.find(
      (request) => request.route === 'POST /functions/v1/create-premium-checkout',
    );
    expect(checkout?.body).toMatchObject({ planType: 'monthly' });
  });

  it('shows a paying member Manage Subscription, with no subscription to start', async () => {
    signedIn(true);
    answers.set('POST /functions/v1/secure-premium-management', {
      status: 200,
      body: membership('monthly'),
    });
    answers.set('GET /rest/v1/videos', { status: 200, body: [] });
    const page = await openDashboard();
    expect(await settleUntil(() => buttonNamed(page, 'Manage Subscription') !== undefined)).toBe(
      true,
    );
    expect(buttonNamed(page, 'Start subscription')).toBeUndefined();
  });
});
