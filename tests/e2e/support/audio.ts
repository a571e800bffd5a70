/**
 * A silent MPEG-1 Layer III file: CBR 128 kbit/s, 44.1 kHz, stereo frames whose side info and
 * main data are all zero (decoders play them as silence). Each frame is 417 bytes and lasts
 * 1152 samples, so a browser reads the duration from the file size.
 */
export function silentMp3(seconds: number): Buffer {
  const frameBytes = Math.floor((144 * 128_000) / 44_100);
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const file = Buffer.alloc(frames * frameBytes);
  for (let i = 0; i < frames; i += 1) {
    file.set([0xff, 0xfb, 0x90, 0x00], i * frameBytes);
  }
  return file;
}

/** A 1×1 PNG, for a cover image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
