import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/client';
import { render, settleUntil, type Rendered } from '@/testing/render';
import { ShortsPage } from './shorts-page';

// The app's half of tests/e2e/first-paint.spec.ts 'a Shorts link that picks a tab gets no static
// All page' (scripts/vite-first-paint.test.ts holds the early script's half).

// Saved clips and queued likes are read after first paint; here that would outlive the test.
vi.mock('../offline/background', () => ({ startVideoBackground: () => Promise.resolve() }));

let rendered: Rendered | undefined;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openShorts(path: string): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shorts" element={<ShortsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const container = rendered.container;
  await settleUntil(() => container.querySelector('[role="tab"]') !== null);
  return container;
}

const selectedTabs = (page: HTMLElement) =>
  [...page.querySelectorAll('[role="tablist"][aria-label="Categories"] [role="tab"]')]
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);

describe('a Shorts link that picks a tab', () => {
  it('opens on the tab it names', async () => {
    expect(selectedTabs(await openShorts('/shorts?tab=Dance'))).toEqual(['Dance']);
  });

  it('opens on All without one, or with a tab that does not exist', async () => {
    expect(selectedTabs(await openShorts('/shorts'))).toEqual(['All']);
    await rendered?.unmount();
    rendered = undefined;
    expect(selectedTabs(await openShorts('/shorts?tab=Nope'))).toEqual(['All']);
  });
});
