import { ascii, readUint, type ByteSource } from './byte-source';

/**
 * Seconds from an AVI file's main header (RIFF 'AVI ' → LIST 'hdrl' → 'avih'):
 * microseconds per frame × total frames. The fields are little-endian.
 */
export async function aviDuration(source: ByteSource): Promise<number | null> {
  const head = await source.read(0, 64);
  if (head.length < 56) return null;
  if (ascii(head, 0, 4) !== 'RIFF' || ascii(head, 8, 4) !== 'AVI ') return null;
  if (ascii(head, 12, 4) !== 'LIST' || ascii(head, 20, 4) !== 'hdrl') return null;
  if (ascii(head, 24, 4) !== 'avih') return null;
  const littleEndian = (at: number) => readUint(head.slice(at, at + 4).reverse(), 0, 4);
  const microSecondsPerFrame = littleEndian(32);
  const totalFrames = littleEndian(48);
  const seconds = (microSecondsPerFrame * totalFrames) / 1e6;
  return seconds > 0 ? seconds : null;
}
