import { act, useCallback, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecorderState } from '../hooks/use-take-recorder';

const spies = vi.hoisted(() => ({
  deleteTake: vi.fn(async (_takeId: string) => undefined),
  startCamera: vi.fn(async () => undefined),
  setRecorder: null as null | ((state: RecorderState) => void),
}));

vi.mock('../data/take-media', () => ({ deleteTake: spies.deleteTake }));
vi.mock('@/components/sheet', () => ({
  Sheet: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
vi.mock('../api/queue-take', () => ({ queueTake: async () => undefined }));
vi.mock('./queued-toast', () => ({ announceQueued: () => undefined }));
vi.mock('./take-preview', () => ({ TakePreview: () => null }));
vi.mock('./camera-step', () => ({ CameraStep: () => <p>Camera</p> }));
vi.mock('./recorded-form', () => ({
  RecordedForm: ({ onRecordAgain }: { onRecordAgain(): void }) => (
    <button onClick={onRecordAgain}>Record Again</button>
  ),
}));
vi.mock('../hooks/use-camera', () => ({
  useCamera: () => ({ state: { status: 'off' }, start: spies.startCamera, stop: () => undefined }),
}));
// The recorder's states without a MediaRecorder: the test moves it to 'recorded' itself.
vi.mock('../hooks/use-take-recorder', () => ({
  useTakeRecorder: () => {
    const [state, setState] = useState<RecorderState>({ status: 'idle' });
    spies.setRecorder = setState;
    const show = useCallback(
      (takeId: string, duration: number) => setState({ status: 'recorded', takeId, duration }),
      [],
    );
    const clear = useCallback(() => setState({ status: 'idle' }), []);
    return { state, show, clear, start: () => undefined, stop: async () => undefined };
  },
}));

const { default: RecorderModal } = await import('./recorder-modal');

let container: HTMLDivElement;
let root: Root;

async function open(draft: { takeId: string; duration: number } | null) {
  await act(async () =>
    root.render(
      <RecorderModal userId="user-1" challenge={null} draft={draft} onClose={() => undefined} />,
    ),
  );
}

async function recordAgain() {
  const button = [...container.querySelectorAll('button')].find(
    (element) => element.textContent === 'Record Again',
  );
  if (!button) throw new Error('Record Again is not shown');
  await act(async () => button.click());
}

async function finishRecording(takeId: string) {
  await act(async () => spies.setRecorder?.({ status: 'recorded', takeId, duration: 4 }));
}

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  spies.deleteTake.mockClear();
  spies.startCamera.mockClear();
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
});

describe('Record Again', () => {
  it('keeps a draft opened from Drafts and goes back to the camera', async () => {
    await open({ takeId: 'recovered-draft', duration: 42 });
    expect(spies.startCamera).not.toHaveBeenCalled();
    await recordAgain();
    expect(spies.deleteTake).not.toHaveBeenCalled();
    expect(spies.startCamera).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain('Camera');
  });

  it('throws away a take recorded in this sitting', async () => {
    await open(null);
    await finishRecording('fresh-take');
    await recordAgain();
    expect(spies.deleteTake.mock.calls).toEqual([['fresh-take']]);
    expect(spies.startCamera).toHaveBeenCalledTimes(2);
  });

  it('after a draft, deletes only the new take on a second Record Again', async () => {
    await open({ takeId: 'recovered-draft', duration: 42 });
    await recordAgain();
    await finishRecording('fresh-take');
    await recordAgain();
    expect(spies.deleteTake.mock.calls).toEqual([['fresh-take']]);
  });
});
