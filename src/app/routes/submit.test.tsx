import type { User } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog';
import { usePremiumStatus } from '@/lib/premium-status';
import { createQueryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { click, render, settle, settleUntil, type Rendered } from '@/testing/render';
import { Component as SubmitRoute } from './submit';

// Moved down from tests/e2e/submit-drafts.spec.ts ('signed-out visitors are asked to sign up
// before recording') and tests/e2e/challenges-entry.spec.ts ('an address without a uuid enters
// nothing'): the Submit route as the app composes it, recorder included.

const CHALLENGE_ID = '6f0c1c52-3b1e-4e8a-9d0f-2a4b5c6d7e8f';

let rendered: Rendered | undefined;
const fetchCalls: string[] = [];

beforeEach(() => {
  fetchCalls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      fetchCalls.push(String(input instanceof Request ? input.url : input));
      return Promise.reject(new TypeError('Failed to fetch'));
    }),
  );
  // The route fetches the recorder, outbox and earnings code once idle: not wanted here.
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
  useSession.setState(useSession.getInitialState(), true);
  usePremiumStatus.setState(usePremiumStatus.getInitialState(), true);
  useAuthDialog.setState(useAuthDialog.getInitialState(), true);
});

async function open(path: string): Promise<HTMLElement> {
  const router = createMemoryRouter([{ path: '/submit', element: <SubmitRoute /> }], {
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

function signIn(): void {
  const user = { id: 'poster-1', email: 'plain@example.com', app_metadata: {}, user_metadata: {} };
  useSession.setState({ session: null, user: user as unknown as User, loading: false });
  // Premium still being checked: the earnings panel stays out of these tests.
  usePremiumStatus.setState({ isPremium: false, loading: true });
}

const buttonNamed = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent === name);
const entryCard = (root: HTMLElement) => root.querySelector('[aria-label="Challenge entry"]');

describe('Submit, signed out, from the bottom bar’s Record', () => {
  it('asks to sign in, then offers only the sign-up button instead of the recorder', async () => {
    useSession.setState({ session: null, user: null, loading: false });
    const page = await open('/submit?mode=record');
    expect(page.querySelector('h1')?.textContent).toBe('Submit Video');
    expect(useAuthDialog.getState()).toEqual({
      open: true,
      mode: 'signin',
      reason: 'Please sign in to submit videos.',
    });
    // What Escape does to the sign-in dialog.
    useAuthDialog.setState({ open: false });
    await settle();

    const signUp = buttonNamed(page, 'Please sign up to record videos');
    expect(signUp?.disabled).toBe(false);
    expect(buttonNamed(page, 'Open Camera')).toBeUndefined();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(page.textContent).not.toContain('Record a Video');

    await click(signUp!);
    expect(useAuthDialog.getState()).toEqual({
      open: true,
      mode: 'signup',
      reason: 'Please sign up to record videos',
    });
  });
});

describe('Submit with ?challenge=', () => {
  it('enters nothing, and asks for no challenge, when the address holds no uuid', async () => {
    signIn();
    const page = await open('/submit?challenge=not-a-uuid');
    await settle(20);
    expect(page.querySelector('h1')?.textContent).toBe('Submit Video');
    expect(entryCard(page)).toBeNull();
    expect(fetchCalls.filter((url) => url.includes('/rest/v1/challenges'))).toEqual([]);
  });

  it('shows the Challenge entry region for a uuid (so its absence above means something)', async () => {
    signIn();
    const page = await open(`/submit?challenge=${CHALLENGE_ID}`);
    await settleUntil(() => entryCard(page) !== null);
    expect(entryCard(page)?.tagName).toBe('SECTION');
    await settleUntil(() => fetchCalls.some((url) => url.includes('/rest/v1/challenges')));
    expect(fetchCalls.some((url) => url.includes(`id=eq.${CHALLENGE_ID}`))).toBe(true);
  });
});
