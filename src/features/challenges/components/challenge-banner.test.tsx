import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/client';
import { render, settle, settleUntil, waitForElement, type Rendered } from '@/testing/render';
import { ChallengeBanner } from './challenge-banner';

const HOUR = 60 * 60 * 1000;
const ART = { src: 'data:image/svg+xml,%3Csvg%2F%3E', width: 640, height: 280 };

function row(startOffset: number, endOffset: number, extra: Record<string, unknown> = {}) {
  return {
    id: 'c1',
    title: 'Funniest Pet Moment',
    description: 'Your pet, being silly',
    image_url: null,
    prize_text: '$500',
    start_date: new Date(Date.now() + startOffset).toISOString(),
    end_date: new Date(Date.now() + endOffset).toISOString(),
    affiliate_product_name: null,
    affiliate_url: null,
    affiliate_image_url: null,
    ...extra,
  };
}

/** Answers the banner's three GETs: open challenges, the last ended one, the count. */
function serve(open: unknown[], ended: unknown[], count = 7) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const body = url.includes('challenge_participant_counts')
        ? [{ challenge_id: 'c1', participant_count: count }]
        : url.includes('end_date=gte.')
          ? open
          : ended;
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
}

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  vi.unstubAllGlobals();
});

async function show(): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ChallengeBanner fallbackArt={ART} adminControl={<button type="button">Manage</button>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const container = rendered.container;
  await settleUntil(() => !!container.querySelector('[data-testid="challenge-time-left"]'));
  return container;
}

describe('ChallengeBanner', () => {
  it('shows a running challenge: LIVE, prize, count, progress, Join link and the admin control', async () => {
    serve([row(-24 * HOUR, 48 * HOUR)], []);
    const banner = await show();
    await settle(20);
    expect(banner.querySelector('[data-testid="challenge-live"]')?.textContent).toBe('LIVE');
    expect(banner.querySelector('h2')?.textContent).toBe('Funniest Pet Moment');
    expect(banner.textContent).toContain('$500');
    expect(banner.querySelector('[data-testid="challenge-participants"]')?.textContent).toBe(
      '7 participants',
    );
    expect(banner.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('14');
    expect(banner.querySelector('a[href="/submit?challenge=c1"]')?.textContent).toBe(
      'Join Challenge',
    );
    expect(banner.querySelector('button')?.textContent).toBe('Manage');
    expect(banner.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('disables Join once ended and draws the affiliate card only for an http(s) link', async () => {
    serve(
      [],
      [
        row(-9 * 24 * HOUR, -2 * 24 * HOUR, {
          affiliate_product_name: 'Lamp',
          affiliate_url: 'javascript:alert(1)',
        }),
      ],
    );
    const banner = await show();
    const ended = [...banner.querySelectorAll('button')].find(
      (b) => b.textContent === 'Challenge Ended',
    );
    expect(banner.querySelector('h2')?.textContent).toBe('Funniest Pet Moment');
    expect(ended?.disabled).toBe(true);
    expect(banner.querySelector('a[href^="/submit"]')).toBeNull();
    expect([...banner.querySelectorAll('a')].map((a) => a.textContent)).not.toContain(
      'Join Challenge',
    );
    expect(banner.querySelector('[data-testid="challenge-live"]')).toBeNull();
    expect(banner.querySelector('[data-testid="challenge-time-left"]')?.textContent).toBe(
      'Challenge ended',
    );
    const progress = banner.querySelector('[role="progressbar"]');
    expect(progress?.getAttribute('aria-label')).toBe('Challenge progress');
    expect(progress?.getAttribute('aria-valuenow')).toBe('100');
    expect(banner.querySelector('[data-testid="challenge-affiliate"]')).toBeNull();
  });

  it('opens the sponsor in a new tab as a sponsored link', async () => {
    serve(
      [
        row(-HOUR, HOUR, {
          affiliate_product_name: 'Lamp',
          affiliate_url: 'https://shop.example.com/lamp',
        }),
      ],
      [],
    );
    const banner = await show();
    // The sponsor card is a lazy chunk of its own.
    const sponsor = await waitForElement(banner, '[data-testid="challenge-affiliate"]');
    expect(sponsor.getAttribute('href')).toBe('https://shop.example.com/lamp');
    expect(sponsor.getAttribute('rel')).toBe('sponsored noopener');
    expect(sponsor.getAttribute('target')).toBe('_blank');
  });

  it('keeps the general words and home’s artwork when there is no challenge at all', async () => {
    serve([], []);
    rendered = await render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ChallengeBanner fallbackArt={ART} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await settle(30);
    const banner = rendered.container;
    expect(banner.querySelector('h2')?.textContent).toBe('Weekly Challenge');
    expect(banner.querySelector('a[href="/contest-terms"]')).not.toBeNull();
    expect(banner.querySelector('img')?.getAttribute('src')).toBe(ART.src);
  });

  it('keeps the admin control (and what it holds) in place while the challenge loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        await held;
        const body = url.includes('end_date=gte.') ? [row(-HOUR, HOUR)] : [];
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    function Counter() {
      const [presses, setPresses] = useState(0);
      return (
        <button type="button" onClick={() => setPresses(presses + 1)}>
          {`Pressed ${presses}`}
        </button>
      );
    }
    rendered = await render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ChallengeBanner fallbackArt={ART} adminControl={<Counter />} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const control = () =>
      [...rendered!.container.querySelectorAll('button')].find((b) =>
        b.textContent?.startsWith('Pressed'),
      );
    control()?.click();
    await settle(10);
    expect(control()?.textContent).toBe('Pressed 1');
    release();
    const container = rendered.container;
    await settleUntil(() => !!container.querySelector('[data-testid="challenge-live"]'));
    expect(rendered.container.querySelector('h2')?.textContent).toBe('Funniest Pet Moment');
    expect(control()?.textContent).toBe('Pressed 1');
  });
});
