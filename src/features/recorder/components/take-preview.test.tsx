import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import type { TrimmerProps } from '@/lib/trim-slot';
import { render, settleUntil, type Rendered } from '@/testing/render';
import { takeBlob } from '../data/take-media';
import { finishTake } from '../data/take-store';
import { recordTake } from '../testing/record-take';
import { TakePreview } from './take-preview';

// Issue 39: the recorder shows a finished take in the trimmer src/app composes in, over the take's
// own bytes from IndexedDB; without one, its plain player.

let rendered: Rendered | null = null;
const given: TrimmerProps[] = [];

beforeEach(async () => {
  given.length = 0;
  await recordTake('take-9', 3);
  await finishTake('take-9', 10_000);
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = null;
  await Promise.all([db.takes.clear(), db.chunks.clear()]);
});

const trim = {
  render: (props: TrimmerProps) => {
    given.push(props);
    return <p data-trimmer>{props.label}</p>;
  },
  durationSeconds: 3,
  range: { startSeconds: 0.5, endSeconds: 2.5 },
  onRangeChange: () => undefined,
  disabled: false,
};

describe('TakePreview', () => {
  it('shows the take in the trimmer, with its bytes, length and kept range', async () => {
    rendered = await render(<TakePreview takeId="take-9" label="Your recording" trim={trim} />);
    await settleUntil(() => rendered!.container.querySelector('[data-trimmer]') !== null);
    const last = given.at(-1)!;
    expect(last.video.size).toBe((await takeBlob('take-9'))!.size);
    expect(last).toMatchObject({
      durationSeconds: 3,
      range: { startSeconds: 0.5, endSeconds: 2.5 },
      label: 'Your recording',
      disabled: false,
    });
    expect(rendered.container.querySelector('video')).toBeNull();
  });

  it('plays the take without a trimmer, and says so when the take is gone', async () => {
    rendered = await render(<TakePreview takeId="take-9" label="Your recording" />);
    expect(rendered.container.querySelector('video')?.getAttribute('aria-label')).toBe(
      'Your recording',
    );
    await rendered.unmount();
    rendered = await render(<TakePreview takeId="gone" label="Your recording" trim={trim} />);
    await settleUntil(() => rendered!.container.querySelector('[role="alert"]') !== null);
    expect(rendered.container.textContent).toBe('This recording is no longer on this device.');
  });
});
