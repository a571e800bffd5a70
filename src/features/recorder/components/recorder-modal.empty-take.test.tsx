import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';

// The real recorder, camera step and take store (fake-indexeddb); a camera that is ready at once.
vi.mock('@/components/sheet', () => ({
  Sheet: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
vi.mock('../api/queue-take', () => ({ queueTake: async () => undefined }));
const camera = vi.hoisted(() => ({
  stream: null as MediaStream | null,
  start: async () => undefined,
  stop: () => undefined,
}));
vi.mock('../hooks/use-camera', () => ({
  useCamera: () => ({
    state: {
      status: 'ready',
      stream: (camera.stream ??= new MediaStream()),
      canFlip: false,
      facingMode: 'user',
    },
    start: camera.start,
    stop: camera.stop,
  }),
}));

const { default: RecorderModal } = await import('./recorder-modal');

/** A camera that sends no frames: the recorder starts and stops, and never has data to give. */
class StarvedRecorder extends EventTarget {
  static isTypeSupported = () => true;
  state: RecordingState = 'inactive';
  mimeType = 'video/webm';
  start() {
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  requestData() {}
  stop() {
    this.state = 'inactive';
    queueMicrotask(() => {
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob([]) }));
      this.dispatchEvent(new Event('stop'));
    });
  }
}

let container: HTMLDivElement;
let root: Root;

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent === name);

async function press(name: string) {
  const element = button(name);
  if (!element) throw new Error(`${name} is not shown`);
  await act(async () => element.click());
}

beforeEach(async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  vi.stubGlobal('MediaRecorder', StarvedRecorder);
  vi.stubGlobal('navigator', {});
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await Promise.all([db.takes.clear(), db.chunks.clear()]);
  container = document.createElement('div');
  root = createRoot(container);
  await act(async () =>
    root.render(
      <RecorderModal userId="user-1" challenge={null} draft={null} onClose={() => undefined} />,
    ),
  );
});

afterEach(async () => {
  await act(async () => root.unmount());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a take the camera sent nothing for', () => {
  it('is removed from the device and the recorder says nothing was recorded', async () => {
    await press('Start Recording');
    await vi.waitFor(async () => expect(await db.takes.count()).toBe(1));
    await press('Stop Recording');
    await vi.waitFor(() => expect(button('Start Recording')).toBeDefined());

    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Nothing was recorded: the camera sent no video. Check that it is working, then record again.',
    );
    expect(await db.takes.count()).toBe(0);
    // No sheet of a take that does not exist, and nothing to submit.
    expect(container.textContent).not.toContain('This recording is no longer on this device.');
    expect(button('Submit Video')).toBeUndefined();
  });
});
