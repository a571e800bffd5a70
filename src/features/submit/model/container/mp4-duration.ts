import { ascii, readUint, type ByteSource } from './byte-source';

interface Box {
  type: string;
  contentStart: number;
  end: number;
}

/** The box header at `at` (ISO/IEC 14496-12 §4.2: 32-bit size, 64-bit largesize when 1, to the end when 0). */
async function boxAt(source: ByteSource, at: number, limit: number): Promise<Box | null> {
  const header = await source.read(at, Math.min(at + 16, limit));
  if (header.length < 8) return null;
  const size = readUint(header, 0, 4);
  const type = ascii(header, 4, 4);
  if (size === 1) {
    if (header.length < 16) return null;
    const large = readUint(header, 8, 8);
    return large < 16 ? null : { type, contentStart: at + 16, end: at + large };
  }
  if (size === 0) return { type, contentStart: at + 8, end: limit };
  return size < 8 ? null : { type, contentStart: at + 8, end: at + size };
}

async function findBox(
  source: ByteSource,
  start: number,
  end: number,
  type: string,
): Promise<Box | null> {
  let at = start;
  while (at < end) {
    const box = await boxAt(source, at, end);
    // A type that is not four printable characters means this is not an ISO media file.
    if (!box || !/^[\x20-\x7e]{4}$/.test(box.type)) return null;
    if (box.type === type) return box;
    at = box.end;
  }
  return null;
}

/**
 * Seconds from the movie header (moov → mvhd: timescale and duration) of an MP4 or QuickTime
 * file, wherever moov sits in the file; null when there is none or it says nothing.
 */
export async function mp4Duration(source: ByteSource): Promise<number | null> {
  const moov = await findBox(source, 0, source.size, 'moov');
  if (!moov) return null;
  const mvhd = await findBox(source, moov.contentStart, moov.end, 'mvhd');
  if (!mvhd) return null;
  const body = await source.read(mvhd.contentStart, Math.min(mvhd.contentStart + 32, mvhd.end));
  const version = body[0];
  // Version 1 has 64-bit creation/modification times and duration, version 0 32-bit ones.
  const [timescaleAt, durationAt, durationLength] = version === 1 ? [20, 24, 8] : [12, 16, 4];
  if (body.length < durationAt + durationLength) return null;
  const timescale = readUint(body, timescaleAt, 4);
  const duration = readUint(body, durationAt, durationLength);
  const unknown = duration === 2 ** (8 * durationLength) - 1;
  return timescale > 0 && duration > 0 && !unknown ? duration / timescale : null;
}
