import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render, settle, type Rendered } from '@/testing/render';
import { RouteErrorPage } from './route-error-page';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('The page exploded');
}

describe('route error page', () => {
  it("shows 'Unexpected Application Error!' with the message of an error thrown while rendering", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', Component: Broken, errorElement: <RouteErrorPage /> },
    ]);
    rendered = await render(<RouterProvider router={router} />);

    const alert = rendered.container.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
    expect(alert?.textContent).toContain('The page exploded');
  });

  it('shows the status text of a response thrown by a loader', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
        },
        Component: () => null,
        errorElement: <RouteErrorPage />,
      },
    ]);
    rendered = await render(<RouterProvider router={router} />);
    await settle();

    expect(rendered.container.querySelector('h1')?.textContent).toBe(
      'Unexpected Application Error!',
    );
    expect(rendered.container.textContent).toContain('503 Service Unavailable');
  });
});
