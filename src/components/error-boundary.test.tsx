import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, type Rendered } from '@/testing/render';
import { ErrorBoundary } from './error-boundary';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('tray exploded');
}

describe('ErrorBoundary', () => {
  it('replaces a failing area with the disabled-component message and logs the error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rendered = await render(
      <div>
        <ErrorBoundary area="upload tray">
          <Broken />
        </ErrorBoundary>
        <p id="sibling">Still here</p>
      </div>,
    );
    const alert = rendered.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(
      'Something went wrong' +
        'This component encountered an error and has been temporarily disabled.',
    );
    expect(alert?.querySelector('h2')?.textContent).toBe('Something went wrong');
    expect(rendered.container.querySelector('#sibling')?.textContent).toBe('Still here');
    expect(
      error.mock.calls.some((call) => call[0] === 'LaughLoop: the upload tray area failed'),
    ).toBe(true);
  });

  it('renders its children when nothing fails', async () => {
    rendered = await render(
      <ErrorBoundary area="footer">
        <p>Footer</p>
      </ErrorBoundary>,
    );
    expect(rendered.container.textContent).toBe('Footer');
  });
});
