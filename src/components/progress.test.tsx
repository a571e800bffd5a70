import { afterEach, describe, expect, it } from 'vitest';
import { render, type Rendered } from '@/testing/render';
import { Progress } from './progress';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
});

describe('Progress', () => {
  it('reports a determinate value as a clamped percentage', async () => {
    rendered = await render(
      <>
        <Progress label="Uploading" value={0.426} />
        <Progress label="Overflow" value={1.7} />
      </>,
    );
    const bars = rendered.container.querySelectorAll('[role="progressbar"]');
    expect(
      [...bars].map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')]),
    ).toEqual([
      ['Uploading', '43'],
      ['Overflow', '100'],
    ]);
  });

  it('leaves aria-valuenow out while the amount of work is unknown', async () => {
    rendered = await render(<Progress label="Loading page" />);
    expect(
      rendered.container.querySelector('[role="progressbar"]')?.hasAttribute('aria-valuenow'),
    ).toBe(false);
  });
});
