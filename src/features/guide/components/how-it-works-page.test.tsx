import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast-store';
import { useAuthDialog } from '@/lib/auth-dialog';
import { usePremiumStatus } from '@/lib/premium-status';
import { createQueryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { click, render, settle, type Rendered } from '@/testing/render';
import { getEarningRates } from '../api/get-earning-rates';
import { browserNarrationPorts } from '../audio/browser-ports';
import { HowItWorksPage } from './how-it-works-page';

vi.mock('../api/get-earning-rates', () => ({ getEarningRates: vi.fn() }));
vi.mock('../audio/browser-ports', () => ({ browserNarrationPorts: vi.fn() }));

let rendered: Rendered | undefined;
let endSound: () => void = () => undefined;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function open(): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/how-it-works']}>
        <Routes>
          <Route path="/how-it-works" element={<HowItWorksPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await settle();
  return rendered.container;
}

const entryButton = (root: HTMLElement, title: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('h3 > button')].find((button) =>
    button.textContent?.includes(title),
  )!;

const named = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLElement>('button, a')].find(
    (control) => (control.getAttribute('aria-label') ?? control.textContent) === name,
  )!;

async function expand(root: HTMLElement, title: string): Promise<HTMLElement> {
  const button = entryButton(root, title);
  await click(button);
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

beforeEach(() => {
  vi.mocked(getEarningRates).mockResolvedValue([
    { category: 'watch', ratePerAction: 0.001, dailyLimit: 20, weeklyLimit: 100 },
    { category: 'share', ratePerAction: 0.002, dailyLimit: 5, weeklyLimit: 25 },
  ]);
  vi.mocked(browserNarrationPorts).mockReturnValue({
    isOnline: () => true,
    requestAudio: async () => 'SUQz',
    readCache: async () => null,
    writeCache: async () => undefined,
    playAudio: async () => ({
      ended: new Promise<void>((resolve) => (endSound = resolve)),
      stop: () => endSound(),
    }),
    speak: null,
    notify: vi.fn(),
  });
  useSession.setState({ user: null, session: null, loading: false });
  usePremiumStatus.setState({ isPremium: false, loading: false });
  useToastStore.setState({ toasts: [] });
  useAuthDialog.setState({ open: false, mode: 'signin', reason: null });
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.clearAllMocks();
});

describe('the How It Works page', () => {
  it('shows the heading, the recording cards and 15 closed entries', async () => {
    const page = await open();
    expect(page.querySelector('h1')?.textContent).toBe('How It Works');
    const cards = [...page.querySelectorAll('h3')].map((heading) => heading.textContent);
    expect(cards).toEqual(expect.arrayContaining(['Recording on mobile', 'Recording on desktop']));
    const buttons = page.querySelectorAll('h3 > button[aria-expanded="false"]');
    expect(buttons).toHaveLength(15);
    expect(page.querySelectorAll('[role="region"][hidden]')).toHaveLength(15);
    expect(page.textContent).toContain(
      'Upgrade to Premium to start earning money for your activities!',
    );
    expect(page.textContent?.match(/Premium Feature/g)).toHaveLength(5);
  });

  it('opens an entry as a labelled region with its controls', async () => {
    const page = await open();
    const region = await expand(page, 'Submit a Video');
    const button = entryButton(page, 'Submit a Video');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(region.getAttribute('aria-labelledby')).toBe(button.id);
    expect(region.hidden).toBe(false);
    expect(region.querySelectorAll('ol[aria-label] > li').length).toBeGreaterThanOrEqual(3);
    expect(named(region, 'Show demo for Submit a Video')).toBeDefined();
    expect(named(region, 'Listen to step-by-step audio for Submit a Video')).toBeDefined();
    expect(named(region, 'Go to Submit Video').getAttribute('href')).toBe('/submit');
  });

  it('closes an open entry again on a second press, as a disclosure', async () => {
    const page = await open();
    const region = await expand(page, 'Submit a Video');
    await click(entryButton(page, 'Submit a Video'));
    expect(entryButton(page, 'Submit a Video').getAttribute('aria-expanded')).toBe('false');
    expect(region.hidden).toBe(true);
  });

  it('highlights the steps for 3 seconds on Show demo', async () => {
    const page = await open();
    const region = await expand(page, 'Browse Shorts');
    vi.useFakeTimers();
    try {
      await click(named(region, 'Show demo for Browse Shorts'));
      expect(region.querySelector('ol[data-highlighted]')).not.toBeNull();
      expect(region.querySelector('[role="status"]')?.textContent).toContain('Go to Shorts');
      expect(region.querySelector('[data-tutorial="playing"]')).not.toBeNull();
      await act(async () => vi.advanceTimersByTime(2_999));
      expect(region.querySelector('ol[data-highlighted]')).not.toBeNull();
      await act(async () => vi.advanceTimersByTime(1));
      expect(region.querySelector('ol[data-highlighted]')).toBeNull();
      await act(async () => vi.advanceTimersByTime(2_000));
      expect(region.querySelector('[data-tutorial="done"]')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a non-member from an earning entry to /premium-order with Premium Required', async () => {
    const page = await open();
    const region = await expand(page, 'Earn by Watching');
    await click(named(region, 'Show demo for Earn by Watching'));
    expect(region.textContent).toContain(
      'Premium Feature: Earn by Watching requires a Premium membership.',
    );
    await click(named(region, 'Go to Premium'));
    expect(page.querySelector('[data-testid="where"]')?.textContent).toBe('/premium-order');
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Premium Required',
      description: 'Upgrade to Premium to start earning!',
    });
  });

  it('sends a member from an earning entry to /shorts', async () => {
    usePremiumStatus.setState({ isPremium: true, loading: false });
    const page = await open();
    expect(page.textContent).not.toContain('Upgrade to Premium to start earning money');
    const region = await expand(page, 'Earn by Commenting');
    expect(named(region, 'Go to Shorts').getAttribute('href')).toBe('/shorts');
  });

  it('plays and stops the narration', async () => {
    const page = await open();
    const region = await expand(page, 'Watch Trending Videos');
    await click(named(region, 'Listen to step-by-step audio for Watch Trending Videos'));
    await settle();
    const stop = named(region, 'Stop step-by-step audio for Watch Trending Videos');
    expect(stop.textContent).toContain('Stop');
    await click(stop);
    expect(named(region, 'Listen to step-by-step audio for Watch Trending Videos')).toBeDefined();
  });

  it("shows the server's rates with the daily potential", async () => {
    const page = await open();
    const rows = [...page.querySelectorAll('tr[data-category]')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );
    expect(rows[0]).toEqual(['Watching', '$0.001', '20', '$0.02']);
    expect(rows[1]).toEqual(['Sharing', '$0.002', '5', '$0.01']);
    expect(rows.at(-1)).toEqual(['Daily potential (all activities)', '$0.03']);
    expect(page.textContent).toContain('Comments need 4 or more words.');
    expect(page.textContent).toContain('A watch must last at least 30 seconds.');
  });

  it('says the rates load online when they cannot be read', async () => {
    vi.mocked(getEarningRates).mockRejectedValue(new TypeError('Failed to fetch'));
    const page = await open();
    expect(page.textContent).toContain('Rates load when you are online');
  });

  it('offers sign-up to guests and support to everyone', async () => {
    const page = await open();
    expect(named(page, 'Contact Support').getAttribute('href')).toBe('/contact');
    expect(page.textContent).toContain('We usually reply within 24 hours.');
    expect(named(page, 'Watch Videos').getAttribute('href')).toBe('/');
    await click(named(page, 'Sign Up'));
    expect(useAuthDialog.getState()).toMatchObject({ open: true, mode: 'signup' });
  });
});
