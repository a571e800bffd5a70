import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query/client';
import { resetAccountStores, signedIn } from '@/testing/accounts';
import { click, render, settleUntil, type Rendered } from '@/testing/render';
import { EarningsSlot } from './earnings-slot';

// Moved from e2e earnings.spec.ts 'a member without Premium is invited to upgrade instead of
// earning': the panel on /submit for a signed-in member whose Premium check said no.

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  resetAccountStores();
});

describe('the earnings slot for a member without Premium', () => {
  it('invites them to upgrade, Go Premium leads to /premium-order, and there are no tabs', async () => {
    signedIn(false);
    const router = createMemoryRouter(
      [
        { path: '/submit', element: <EarningsSlot /> },
        { path: '/premium-order', element: <h1>Premium Membership</h1> },
      ],
      { initialEntries: ['/submit?mode=url'] },
    );
    rendered = await render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const slot = rendered.container;
    // The panel's code loads on first use.
    await settleUntil(() => slot.childElementCount > 0);
    const panel = slot.querySelector('section[aria-labelledby]')!;
    expect(slot.textContent).toContain('Your Earnings');
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Your Earnings',
    );
    expect(panel.textContent).toContain(
      'Upgrade to Premium to start earning money for your activities!',
    );
    expect(panel.querySelectorAll('[role="tab"]')).toHaveLength(0);
    const goPremium = [...panel.querySelectorAll('a')].find(
      (link) => link.textContent === 'Go Premium',
    );
    expect(goPremium?.getAttribute('href')).toBe('/premium-order');

    await click(goPremium!);
    expect(router.state.location.pathname).toBe('/premium-order');
  });
});
