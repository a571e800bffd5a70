import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render, type Rendered } from '@/testing/render';
import { WhenNear } from './when-near';

let rendered: Rendered | undefined;
afterEach(() => {
  void rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

describe('WhenNear', () => {
  it('renders its children only once their place nears the viewport', async () => {
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    rendered = await render(
      <WhenNear>
        <p>Past winners</p>
      </WhenNear>,
    );
    expect(document.body.textContent).not.toContain('Past winners');
    expect(observe).toHaveBeenCalledTimes(1);
    await act(async () => report?.([{ isIntersecting: false }]));
    expect(document.body.textContent).not.toContain('Past winners');
    await act(async () => report?.([{ isIntersecting: true }]));
    expect(document.body.textContent).toContain('Past winners');
  });

  it('renders at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    rendered = await render(
      <WhenNear>
        <p>Opt in</p>
      </WhenNear>,
    );
    expect(document.body.textContent).toContain('Opt in');
  });
});
