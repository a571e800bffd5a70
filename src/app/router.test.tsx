import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render, settleUntil, type Rendered } from '@/testing/render';
import { PAGE_ROUTES } from './route-table';
import { routes, whenRouterReady } from './router';

// Pages read saved clips and queued likes after first paint; here that would outlive the test.
vi.mock('@/features/videos/offline/background', () => ({
  startVideoBackground: () => Promise.resolve(),
}));

let rendered: Rendered | undefined;
// The pages' data calls must not reach whatever listens on the configured Supabase port.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
});
afterEach(async () => {
  await rendered?.unmount();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  rendered = await render(<RouterProvider router={router} />);
  // Lazy route modules are transformed on first import, which can take a moment in the test runner.
  const container = rendered.container;
  await settleUntil(() => !!container.querySelector('main h1'), 10_000);
  return { router, heading: rendered.container.querySelector('main h1')?.textContent };
}

describe('app router', () => {
  it("is ready once the first page's code is loaded", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/contact'] });
    expect(router.state.initialized).toBe(false);
    await whenRouterReady(router);
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)?.route.path).toBe('/contact');
    await whenRouterReady(router);
    router.dispose();
  });

  it('covers every route of both spec parts plus /video/:id and /auth', () => {
    expect(PAGE_ROUTES.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/shorts',
        '/latest-videos',
        '/submit',
        '/contest-terms',
        '/content-guidelines',
        '/privacy-policy',
        '/about-us',
        '/disclaimer',
        '/terms-of-use',
        '/contact',
        '/boost-success',
        '/boost-plans',
        '/premium-order',
        '/premium-group',
        '/premium-success',
        '/my-videos',
        '/affiliate',
        '/how-it-works',
        '/premium-dashboard',
        '/admin-setup',
        '/order',
        '/auth/callback',
        '/video/:id',
        '/auth',
      ].sort(),
    );
  });

  it('replaces a streaming path (mixed case, deeper) with /premium-dashboard', async () => {
    const { router, heading } = await open('/Live-Stream-Upload/step/2?x=1');
    expect(router.state.location.pathname).toBe('/premium-dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(heading).toBe('Premium Dashboard');
  });

  it('shows the not-found page for a path that only contains a prefix, such as /my-stream', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router, heading } = await open('/my-stream');
    expect(router.state.location.pathname).toBe('/my-stream');
    expect(heading).toBe('Page not found');
    expect(console.warn).toHaveBeenCalledWith('404: page not found', '/my-stream');
  });

  it('renders a lazy page inside the layout with header, bottom navigation and footer', async () => {
    const { heading } = await open('/contest-terms');
    expect(heading).toBe('Contest Terms and Conditions');
    const container = rendered!.container;
    expect(container.querySelector('header a[href="/"]')?.textContent).toContain('LaughLoop');
    const current = container.querySelectorAll('nav[aria-label="Main"] [aria-current="page"]');
    expect(current).toHaveLength(0);
    expect(container.querySelector('footer a[href="/contest-terms"]')).not.toBeNull();
  });

  it('marks the active bottom-navigation item with aria-current', async () => {
    await open('/shorts');
    const current = rendered!.container.querySelectorAll(
      'nav[aria-label="Main"] [aria-current="page"]',
    );
    expect([...current].map((link) => link.textContent)).toEqual(['Shorts']);
  });
});
