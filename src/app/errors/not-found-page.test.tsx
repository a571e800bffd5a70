import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render, type Rendered } from '@/testing/render';
import { NotFoundPage } from './not-found-page';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  vi.restoreAllMocks();
});

describe('not-found page', () => {
  it('logs the missing path with console.warn and links home', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', Component: NotFoundPage }], {
      initialEntries: ['/no/such-page?ref=mail'],
    });
    rendered = await render(<RouterProvider router={router} />);

    expect(warn).toHaveBeenCalledWith('404: page not found', '/no/such-page');
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Page not found');
    const home = rendered.container.querySelector('a');
    expect(home?.getAttribute('href')).toBe('/');
    expect(home?.textContent).toBe('Back to Home');
    expect(document.title).toBe('Page not found · LaughLoop');
  });

  it('logs again for each different missing path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', Component: NotFoundPage }], {
      initialEntries: ['/first'],
    });
    rendered = await render(<RouterProvider router={router} />);
    await act(async () => {
      await router.navigate('/second');
    });

    expect(warn.mock.calls).toEqual([
      ['404: page not found', '/first'],
      ['404: page not found', '/second'],
    ]);
  });
});
