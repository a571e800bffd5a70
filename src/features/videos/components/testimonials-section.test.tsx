import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, render, settleUntil, type Rendered } from '@/testing/render';
import { TestimonialsSection } from './testimonials-section';

// videos-lists › 'home shows 6 of the 51 testimonials and expands to all'.

type Report = (entries: Array<{ isIntersecting: boolean }>) => void;

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

/** Renders the section with an IntersectionObserver the test drives; answers how to bring it near. */
async function showSection(): Promise<{ root: HTMLElement; scrollNear(): Promise<void> }> {
  let report: Report = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  rendered = await render(<TestimonialsSection />);
  const root = rendered.container;
  return { root, scrollNear: () => act(async () => report([{ isIntersecting: true }])) };
}

const testimonials = (root: HTMLElement) => root.querySelectorAll('[data-testid="testimonial"]');
const toggle = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('button')!;

describe('the testimonials section', () => {
  it('shows 6 of the 51 testimonials, all 51 after "Show all 51 testimonials", and 6 after "Show fewer"', async () => {
    const { root, scrollNear } = await showSection();
    expect(root.querySelector('h2')?.textContent).toBe('What our community says');
    // Their text loads only once the section nears the screen.
    expect(testimonials(root)).toHaveLength(0);

    await scrollNear();
    expect(await settleUntil(() => testimonials(root).length > 0)).toBe(true);
    expect(testimonials(root)).toHaveLength(6);
    expect(toggle(root).textContent).toBe('Show all 51 testimonials');
    expect(toggle(root).getAttribute('aria-expanded')).toBe('false');

    await click(toggle(root));
    expect(testimonials(root)).toHaveLength(51);
    expect(toggle(root).textContent).toBe('Show fewer');
    expect(toggle(root).getAttribute('aria-expanded')).toBe('true');

    await click(toggle(root));
    expect(testimonials(root)).toHaveLength(6);
    expect(toggle(root).textContent).toBe('Show all 51 testimonials');
  });
});
