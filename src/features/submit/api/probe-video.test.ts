import { afterEach, describe, expect, it, vi } from 'vitest';
import { probeVideo } from './probe-video';

const probeDuration = async (file: Blob, contentType: string) =>
  (await probeVideo(file, contentType)).durationSeconds;

const text = (value: string) => [...value].map((char) => char.charCodeAt(0));
const uint32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
const box = (type: string, body: number[]) => [...uint32(8 + body.length), ...text(type), ...body];
/** A QuickTime file whose movie header says `seconds` (timescale 600). */
const quickTime = (seconds: number) =>
  new Blob([
    Uint8Array.from([
      ...box('ftyp', text('qt  ')),
      ...box(
        'moov',
        box('mvhd', [
          0,
          0,
          0,
          0,
          ...uint32(0),
          ...uint32(0),
          ...uint32(600),
          ...uint32(600 * seconds),
        ]),
      ),
    ]),
  ]);

afterEach(() => vi.restoreAllMocks());

describe('probeVideo for a type the browser cannot play', () => {
  it('reads a .mov length from its header, so the 300 s limit can be checked', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    expect(await probeDuration(quickTime(301), 'video/quicktime')).toBe(301);
  });

  it('accepts (null) a file whose header gives no length', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    expect(
      await probeDuration(new Blob([Uint8Array.from(text('RIFF....AVI junk'))]), 'video/x-msvideo'),
    ).toBeNull();
  });

  it('refuses a file whose bytes cannot be read', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const unreadable = new Blob([Uint8Array.from([1, 2, 3])]);
    vi.spyOn(unreadable, 'slice').mockImplementation(() => {
      const broken = new Blob();
      vi.spyOn(broken, 'arrayBuffer').mockRejectedValue(
        new DOMException('gone', 'NotReadableError'),
      );
      return broken;
    });
    await expect(probeDuration(unreadable, 'video/x-matroska')).rejects.toMatchObject({
      name: 'UnreadableVideoError',
      message: 'Unable to read video file. Please select a valid video file.',
    });
  });
});
