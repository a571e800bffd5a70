import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { click, render, type Rendered } from '@/testing/render';
import { Component as BoostPlansRoute } from './boost-plans';

// Moved from e2e boosts.spec.ts 'boost plans without a video say so and lead home' and
// routes.spec.ts 'boost plans without a videoId links home'.

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

async function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Laugh. Record. Win.</h1> },
      { path: '/boost-plans', Component: BoostPlansRoute },
    ],
    { initialEntries: [path] },
  );
  rendered = await render(<RouterProvider router={router} />);
  return { router, page: rendered.container };
}

describe('/boost-plans without a video', () => {
  it.each(['/boost-plans', '/boost-plans?videoId=%20'])(
    '%s says a video ID is required, and Back to Home leads to /',
    async (path) => {
      const { router, page } = await open(path);
      expect(page.querySelector('h1')?.textContent).toBe('Video ID Required');
      const home = [...page.querySelectorAll('a')].find(
        (link) => link.textContent === 'Back to Home',
      );
      expect(home?.getAttribute('href')).toBe('/');

      await click(home!);
      expect(router.state.location.pathname).toBe('/');
      expect(page.querySelector('h1')?.textContent).toBe('Laugh. Record. Win.');
    },
  );
});
