import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Probe {
  resolve(seconds: number | null, size?: { width: number; height: number }): void;
  reject(error: unknown): void;
}
const probes = vi.hoisted(() => new Map<string, Probe>());
/** What this fake browser encodes: the shrink is available unless a test says otherwise. */
const encoder = vi.hoisted(() => ({ available: true }));

vi.mock('../api/probe-video', () => ({
  UnreadableVideoError: class UnreadableVideoError extends Error {},
  probeVideo: (file: File) =>
    new Promise((resolve, reject) =>
      probes.set(file.name, {
        resolve: (durationSeconds, size) =>
          resolve({ durationSeconds, width: size?.width ?? null, height: size?.height ?? null }),
        reject,
      }),
    ),
}));

vi.mock('@/lib/media/shrink-support', () => ({
  shrinkFormat: async () => (encoder.available ? { mimeType: 'video/webm' } : null),
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
  encoder.available = true;
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

describe('usePickedVideo and the shrink (issue 21 item 4)', () => {
  const MB = 1024 * 1024;
  const sized = (name: string, bytes: number) => {
    const file = video(name);
    Object.defineProperty(file, 'size', { value: bytes });
    return file;
  };
  const fullHd = { width: 1920, height: 1080 };

  it('takes a 150 MB 1080p clip that fits once shrunk, marked to be shrunk', async () => {
    await act(async () => void picker().pick(sized('big.mp4', 150 * MB)));
    await act(async () => probe('big.mp4').resolve(120, fullHd));
    expect(picker().error).toBeNull();
    expect(picker().picked?.shrink).toBe(true);
  });

  it('refuses it with the spec message where the browser cannot encode, without reading it', async () => {
    encoder.available = false;
    await act(async () => void picker().pick(sized('big.mp4', 150 * MB)));
    expect(probes.has('big.mp4')).toBe(false);
    expect(picker().picked).toBeNull();
    expect(picker().error).toBe('Please upload a video file smaller than 100MB.');
  });

  it('marks a small 1080p file to be shrunk, and a 720p one not', async () => {
    await act(async () => void picker().pick(sized('hd.mp4', 20 * MB)));
    await act(async () => probe('hd.mp4').resolve(60, fullHd));
    expect(picker().picked?.shrink).toBe(true);
    await act(async () => void picker().pick(sized('720.mp4', 20 * MB)));
    await act(async () => probe('720.mp4').resolve(60, { width: 720, height: 1280 }));
    expect(picker().picked?.shrink).toBe(false);
  });

  it('refuses an unreadable file over 100MB for its size: it cannot be shrunk to fit', async () => {
    await act(async () => void picker().pick(sized('zeros.mp4', 101 * MB)));
    await act(async () => probe('zeros.mp4').reject(new Error('no video track')));
    expect(picker().picked).toBeNull();
    expect(picker().error).toBe('Please upload a video file smaller than 100MB.');
  });

  it('still applies the 300 s rule to a file that would be shrunk', async () => {
    await act(async () => void picker().pick(sized('long.mp4', 150 * MB)));
    await act(async () => probe('long.mp4').resolve(301, fullHd));
    expect(picker().error).toBe('Videos must be 5 minutes or shorter. This one is 5:01.');
  });
});
