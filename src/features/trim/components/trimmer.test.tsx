import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrimRange } from '@/lib/media/trim-plan';
import { click, render, settleUntil, type Rendered } from '@/testing/render';
import type { FilmstripLoader } from './filmstrip';
import { Trimmer } from './trimmer';

const VIDEO = new Blob(['video'], { type: 'video/webm' });
/** No worker here: the strip stays plain unless a test hands it frames. */
const noFrames: FilmstripLoader = async () => undefined;

let rendered: Rendered | null = null;
afterEach(async () => {
  await rendered?.unmount();
  rendered = null;
});

function Harness(props: {
  duration: number;
  onChange?(range: TrimRange): void;
  load?: FilmstripLoader;
  disabled?: boolean;
}) {
  const [range, setRange] = useState<TrimRange>({ startSeconds: 0, endSeconds: props.duration });
  return (
    <Trimmer
      video={VIDEO}
      durationSeconds={props.duration}
      range={range}
      onRangeChange={(next) => {
        props.onChange?.(next);
        setRange(next);
      }}
      label="Your video"
      loadFrames={props.load ?? noFrames}
      disabled={props.disabled ?? false}
    />
  );
}

const slider = (name: string) =>
  rendered!.container.querySelector<HTMLElement>(`[role="slider"][aria-label="${name}"]`)!;
const length = () =>
  [...rendered!.container.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Length'))!;
const player = () => rendered!.container.querySelector('video')!;

async function press(element: HTMLElement, key: string, times = 1) {
  for (let i = 0; i < times; i++)
    await act(async () => {
      element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    });
}

describe('Trimmer', () => {
  it('has a start and an end slider over the whole video, and shows the length against 5:00', async () => {
    rendered = await render(<Harness duration={12} />);
    expect(slider('Trim start').getAttribute('aria-valuetext')).toBe('0.0 seconds');
    expect(slider('Trim start').getAttribute('aria-valuemax')).toBe('11');
    expect(slider('Trim end').getAttribute('aria-valuetext')).toBe('12.0 seconds');
    expect(slider('Trim end').tabIndex).toBe(0);
    expect(length().textContent).toBe('Length 0:12.0 of 5:00 max');
    expect(player().getAttribute('aria-label')).toBe('Your video');
  });

  it('moves the handles with the keyboard: arrows a tenth, Page keys a second, Home/End', async () => {
    const changes: TrimRange[] = [];
    rendered = await render(<Harness duration={12} onChange={(range) => changes.push(range)} />);
    await press(slider('Trim start'), 'PageUp', 2);
    await press(slider('Trim start'), 'ArrowRight', 5);
    await press(slider('Trim end'), 'PageDown');
    expect(slider('Trim start').getAttribute('aria-valuetext')).toBe('2.5 seconds');
    expect(slider('Trim end').getAttribute('aria-valuetext')).toBe('11.0 seconds');
    expect(length().textContent).toBe('Length 0:08.5 of 5:00 max');
    expect(changes.at(-1)).toEqual({ startSeconds: 2.5, endSeconds: 11 });
    await press(slider('Trim end'), 'Home');
    expect(slider('Trim end').getAttribute('aria-valuetext')).toBe('3.5 seconds');
  });

  it('says how much to cut from a video over 300 s, and keeps 5 minutes on request', async () => {
    rendered = await render(<Harness duration={420} />);
    expect(length().textContent).toBe('Length 7:00.0 of 5:00 max: trim 2:00.0 more to submit it.');
    expect(length().className).toContain('text-danger');
    await press(slider('Trim start'), 'PageUp', 10);
    const keep = [...rendered.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Keep 5 minutes from the start handle',
    )!;
    await click(keep);
    expect(slider('Trim end').getAttribute('aria-valuetext')).toBe('310.0 seconds');
    expect(length().textContent).toBe('Length 5:00.0 of 5:00 max');
    expect(rendered.container.textContent).not.toContain('Keep 5 minutes');
  });

  it('plays only the kept part: Play starts at the start handle, the end handle stops it', async () => {
    rendered = await render(<Harness duration={12} />);
    await press(slider('Trim start'), 'PageUp', 2);
    await press(slider('Trim end'), 'PageDown', 4);
    const video = player();
    expect(video.currentTime).toBe(2);
    video.currentTime = 0.5;
    await act(async () => void video.dispatchEvent(new Event('play')));
    expect(video.currentTime).toBe(2);
    const pause = vi.spyOn(video, 'pause');
    video.currentTime = 8.02;
    await act(async () => void video.dispatchEvent(new Event('timeupdate')));
    expect(pause).toHaveBeenCalled();
    expect(video.currentTime).toBe(2);
    video.currentTime = 5;
    await act(async () => void video.dispatchEvent(new Event('timeupdate')));
    expect(video.currentTime).toBe(5);
  });

  it('shows the filmstrip frames as they are decoded', async () => {
    const load: FilmstripLoader = async (_video, count, height, _signal, onFrame) => {
      expect({ count, height }).toEqual({ count: 8, height: 64 });
      onFrame(3, new Blob(['jpeg'], { type: 'image/jpeg' }));
    };
    rendered = await render(<Harness duration={12} load={load} />);
    await settleUntil(
      () => rendered!.container.querySelectorAll('[data-filmstrip] img').length > 0,
    );
    const strip = rendered.container.querySelector('[data-filmstrip]')!;
    expect(strip.getAttribute('aria-hidden')).toBe('true');
    expect(strip.children[3]?.tagName).toBe('IMG');
  });

  it('moves a handle to where a finger puts it down on the filmstrip', async () => {
    const changes: TrimRange[] = [];
    rendered = await render(<Harness duration={12} onChange={(range) => changes.push(range)} />);
    const track = slider('Trim end').parentElement!;
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({
      left: 20,
      width: 300,
      top: 0,
      height: 64,
    } as DOMRect);
    await act(async () => {
      slider('Trim end').dispatchEvent(
        new PointerEvent('pointerdown', { clientX: 170, pointerId: 1, bubbles: true }),
      );
    });
    expect(changes.at(-1)).toEqual({ startSeconds: 0, endSeconds: 6 });
    expect(slider('Trim end').getAttribute('aria-valuetext')).toBe('6.0 seconds');
  });

  it('ignores the keys while the form is being sent', async () => {
    const changes: TrimRange[] = [];
    rendered = await render(
      <Harness duration={12} disabled onChange={(range) => changes.push(range)} />,
    );
    await press(slider('Trim start'), 'PageUp');
    expect(changes).toEqual([]);
    expect(slider('Trim start').tabIndex).toBe(-1);
  });
});
