import { act, useCallback, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TakeSubmission } from '../api/queue-take';
import type { RecorderState } from '../hooks/use-take-recorder';
import type { TakeTrim } from './take-preview';

const spies = vi.hoisted(() => ({
  deleteTake: vi.fn(async (_takeId: string) => undefined),
  startCamera: vi.fn(async () => undefined),
  setRecorder: null as null | ((state: RecorderState) => void),
  queueTake: vi.fn(async (_submission: TakeSubmission) => undefined),
}));

vi.mock('../data/take-media', () => ({ deleteTake: spies.deleteTake }));
vi.mock('@/components/sheet', () => ({
  Sheet: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
vi.mock('../api/queue-take', () => ({ queueTake: spies.queueTake }));
vi.mock('./queued-toast', () => ({ announceQueued: () => undefined }));
// The trimmer's part as the modal hands it over: a button that keeps 1–3 s of the take.
vi.mock('./take-preview', () => ({
  TakePreview: ({ trim }: { trim?: TakeTrim }) =>
    trim ? (
      <button onClick={() => trim.onRangeChange({ startSeconds: 1, endSeconds: 3 })}>
        Keep 1-3 of {trim.durationSeconds}
      </button>
    ) : null,
}));
vi.mock('./camera-step', () => ({ CameraStep: () => <p>Camera</p> }));
vi.mock('./recorded-form', () => ({
  RecordedForm: ({
    onRecordAgain,
    onSubmit,
    durationSeconds,
  }: {
    onRecordAgain(): void;
    onSubmit(fields: { title: string; category: string; thumbnail: null }): void;
    durationSeconds: number;
  }) => (
    <>
      <button onClick={onRecordAgain}>Record Again</button>
      <button onClick={() => onSubmit({ title: 'Take', category: 'comedy', thumbnail: null })}>
        Submit {durationSeconds}
      </button>
    </>
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

async function press(name: string) {
  const button = [...container.querySelectorAll('button')].find(
    (element) => element.textContent === name,
  );
  if (!button) throw new Error(`${name} is not shown`);
  await act(async () => button.click());
}

const recordAgain = () => press('Record Again');

async function finishRecording(takeId: string) {
  await act(async () => spies.setRecorder?.({ status: 'recorded', takeId, duration: 4 }));
}

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  spies.deleteTake.mockClear();
  spies.startCamera.mockClear();
  spies.queueTake.mockClear();
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

describe('trimming the take (issue 39)', () => {
  const trimmer = () => null;
  const openDraftWithTrimmer = () =>
    act(async () =>
      root.render(
        <RecorderModal
          userId="user-1"
          challenge={null}
          draft={{ takeId: 'draft-1', duration: 8 }}
          onClose={() => undefined}
          renderTrimmer={trimmer}
        />,
      ),
    );

  it('hands the trimmer the take, checks the kept length and queues the kept range', async () => {
    await openDraftWithTrimmer();
    await press('Keep 1-3 of 8');
    await press('Submit 2');
    expect(spies.queueTake).toHaveBeenCalledWith(
      expect.objectContaining({ takeId: 'draft-1', range: { startSeconds: 1, endSeconds: 3 } }),
    );
  });

  it('queues the whole take, without a range, when nothing was trimmed', async () => {
    await openDraftWithTrimmer();
    await press('Submit 8');
    expect(spies.queueTake.mock.calls[0]?.[0]).not.toHaveProperty('range');
  });
});
