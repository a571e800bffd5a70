import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Probe {
  resolve(seconds: number | null): void;
  reject(error: unknown): void;
}
const probes = vi.hoisted(() => new Map<string, Probe>());

vi.mock('../api/probe-video', () => ({
  UnreadableVideoError: class UnreadableVideoError extends Error {},
  probeDuration: (file: File) =>
    new Promise<number | null>((resolve, reject) => probes.set(file.name, { resolve, reject })),
}));

const { usePickedVideo } = await import('./use-picked-video');
type Picker = ReturnType<typeof usePickedVideo>;

let latest: Picker | null = null;
let root: Root | null = null;

function Harness() {
  latest = usePickedVideo();
  return null;
}

const picker = (): Picker => {
  if (!latest) throw new Error('not rendered');
  return latest;
};
const probe = (name: string): Probe => {
  const found = probes.get(name);
  if (!found) throw new Error(`${name} was not probed`);
  return found;
};
const video = (name: string) => new File(['bytes'], name, { type: 'video/mp4' });

beforeEach(async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  probes.clear();
  root = createRoot(document.createElement('div'));
  await act(async () => root?.render(<Harness />));
});

afterEach(async () => {
  await act(async () => root?.unmount());
});

describe('usePickedVideo with two quick picks', () => {
  it('keeps the second file when the first probe finishes last', async () => {
    const first = video('long.mp4');
    const second = video('short.mp4');
    await act(async () => void picker().pick(first));
    await act(async () => void picker().pick(second));
    await act(async () => probe('short.mp4').resolve(12));
    await act(async () => probe('long.mp4').resolve(400));
    expect(picker().picked?.file).toBe(second);
    expect(picker().picked?.durationSeconds).toBe(12);
    expect(picker().error).toBeNull();
    expect(picker().checking).toBe(false);
  });

  it('ignores a late failure of the first file', async () => {
    await act(async () => void picker().pick(video('broken.mp4')));
    await act(async () => void picker().pick(video('fine.mp4')));
    await act(async () => probe('fine.mp4').resolve(30));
    await act(async () => probe('broken.mp4').reject(new Error('decode error')));
    expect(picker().picked?.file.name).toBe('fine.mp4');
    expect(picker().error).toBeNull();
  });

  it('stays checking while the newer file is still being probed', async () => {
    await act(async () => void picker().pick(video('first.mp4')));
    await act(async () => void picker().pick(video('second.mp4')));
    await act(async () => probe('first.mp4').resolve(10));
    expect(picker().picked).toBeNull();
    expect(picker().checking).toBe(true);
    await act(async () => probe('second.mp4').resolve(400));
    expect(picker().picked).toBeNull();
    expect(picker().error).toBe('Videos must be 5 minutes or shorter. This one is 6:40.');
  });

  it('drops a probe that finishes after a reset', async () => {
    await act(async () => void picker().pick(video('clip.mp4')));
    await act(async () => picker().reset());
    await act(async () => probe('clip.mp4').resolve(20));
    expect(picker().picked).toBeNull();
    expect(picker().checking).toBe(false);
  });
});
