import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAccountStores, signedOut } from '@/testing/accounts';
import { render, type Rendered } from '@/testing/render';
import { PremiumSuccess } from './premium-success';

// Moved from e2e accounts-premium-code.spec.ts: '/premium-success goes on to /premium-group
// after 10 seconds' (part 2 §9).

let rendered: Rendered | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  signedOut();
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.useRealTimers();
  resetAccountStores();
});

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the Premium success page', () => {
  it('is still shown at 9.9 s and has moved on to /premium-group at 10 s', async () => {
    const router = createMemoryRouter(
      [
        { path: '/premium-success', element: <PremiumSuccess /> },
        { path: '/premium-group', element: <h1>Premium Community</h1> },
      ],
      { initialEntries: ['/premium-success'] },
    );
    rendered = await render(<RouterProvider router={router} />);
    const heading = () => rendered?.container.querySelector('h1')?.textContent;
    expect(heading()).toBe('Premium Confirmation');

    await advance(9_900);
    expect(router.state.location.pathname).toBe('/premium-success');
    expect(heading()).toBe('Premium Confirmation');

    await advance(100);
    expect(router.state.location.pathname).toBe('/premium-group');
    expect(heading()).toBe('Premium Community');
  });
});
