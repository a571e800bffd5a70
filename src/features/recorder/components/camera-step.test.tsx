import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click } from '@/testing/render';
import type { RecorderState } from '../hooks/use-take-recorder';
import { CameraStep } from './camera-step';

const handlers = {
  onStart: vi.fn(),
  onStop: vi.fn(),
  onPause: vi.fn(),
  onResume: vi.fn(),
  onFlip: vi.fn(),
  onRetryCamera: vi.fn(),
};

let container: HTMLDivElement;
let root: Root;

/** Renders the step, or re-renders it in place with the recorder's next state. */
async function show(recorder: RecorderState) {
  await act(async () =>
    root.render(<CameraStep camera={{ status: 'off' }} recorder={recorder} {...handlers} />),
  );
  return container;
}

const buttons = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].map((button) => button.textContent);
const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent === name)!;
const timer = (container: HTMLElement) => container.querySelector('[role="timer"]')?.textContent;
const status = (container: HTMLElement) => container.querySelector('[role="status"]')?.textContent;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  for (const handler of Object.values(handlers)) handler.mockClear();
});

describe('pause and resume in the camera step', () => {
  it('offers Pause Recording beside Stop Recording while recording', async () => {
    const view = await show({ status: 'recording', takeId: 't', elapsed: 12.4, pausable: true });
    expect(buttons(view)).toEqual(['Pause Recording', 'Stop Recording']);
    expect(timer(view)).toBe('0:12 / 5:00');
    expect(status(view)).toBe('');
    await click(button(view, 'Pause Recording'));
    expect(handlers.onPause).toHaveBeenCalledTimes(1);
    expect(handlers.onStop).not.toHaveBeenCalled();
  });

  it('while paused: says so, keeps the recorded time, and offers Resume Recording and Stop Recording', async () => {
    const view = await show({ status: 'paused', takeId: 't', elapsed: 12.9 });
    expect(buttons(view)).toEqual(['Resume Recording', 'Stop Recording']);
    expect(timer(view)).toBe('0:12 / 5:00');
    expect(status(view)).toBe('Paused');
    await click(button(view, 'Resume Recording'));
    expect(handlers.onResume).toHaveBeenCalledTimes(1);
    await click(button(view, 'Stop Recording'));
    expect(handlers.onStop).toHaveBeenCalledTimes(1);
    expect(handlers.onPause).not.toHaveBeenCalled();
  });

  it('keeps focus on the one button that turns from Pause into Resume', async () => {
    const view = await show({ status: 'recording', takeId: 't', elapsed: 1, pausable: true });
    const pause = button(view, 'Pause Recording');
    pause.focus();
    await show({ status: 'paused', takeId: 't', elapsed: 1 });
    expect(document.activeElement).toBe(pause);
    expect(pause.textContent).toBe('Resume Recording');
  });

  it('offers no pause where the browser cannot pause a recording', async () => {
    const view = await show({ status: 'recording', takeId: 't', elapsed: 3, pausable: false });
    expect(buttons(view)).toEqual(['Stop Recording']);
  });

  it('offers no pause before a take starts', async () => {
    const view = await show({ status: 'idle' });
    expect(buttons(view)).toEqual(['Start Recording']);
  });
});
