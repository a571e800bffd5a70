import { readUint, type ByteSource } from './byte-source';

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const DEFAULT_TIMECODE_SCALE_NS = 1_000_000;
/** Segment Info sits before the first Cluster, in practice within the first few kilobytes. */
const HEAD_BYTES = 1024 * 1024;

interface Element {
  id: number;
  dataStart: number;
  /** null: unknown size (a live stream's Segment or Cluster). */
  dataEnd: number | null;
}

/** An EBML variable-length integer's length from its first byte (RFC 8794 §4). */
function vintLength(first: number): number {
  for (let length = 1; length <= 8; length++) if (first & (0x80 >> (length - 1))) return length;
  return 0;
}

function elementAt(bytes: Uint8Array, at: number): Element | null {
  const idLength = vintLength(bytes[at] ?? 0);
  if (idLength === 0 || idLength > 4) return null;
  const sizeAt = at + idLength;
  const sizeLength = vintLength(bytes[sizeAt] ?? 0);
  if (sizeLength === 0 || sizeAt + sizeLength > bytes.length) return null;
  const id = readUint(bytes, at, idLength);
  // The length marker bit is worth 2^(7 × length); all value bits set means unknown size.
  const marker = 2 ** (7 * sizeLength);
  const value = readUint(bytes, sizeAt, sizeLength) - marker;
  const dataStart = sizeAt + sizeLength;
  return { id, dataStart, dataEnd: value === marker - 1 ? null : dataStart + value };
}

function readFloat(bytes: Uint8Array, at: number, length: number): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, length);
  if (length === 4) return view.getFloat32(0);
  if (length === 8) return view.getFloat64(0);
  return null;
}

/** Seconds from Segment Info: Duration (a float in TimecodeScale units) × TimecodeScale ns. */
function infoDuration(bytes: Uint8Array, start: number, end: number): number | null {
  let scale = DEFAULT_TIMECODE_SCALE_NS;
  let duration: number | null = null;
  let at = start;
  while (at < end) {
    const element = elementAt(bytes, at);
    if (!element?.dataEnd || element.dataEnd > end) return null;
    const length = element.dataEnd - element.dataStart;
    if (element.id === TIMECODE_SCALE) scale = readUint(bytes, element.dataStart, length);
    if (element.id === DURATION) duration = readFloat(bytes, element.dataStart, length);
    at = element.dataEnd;
  }
  return duration !== null && duration > 0 && scale > 0 ? (duration * scale) / 1e9 : null;
}

/** Seconds from a Matroska or WebM file's Segment Info; null when it has no Duration. */
export async function matroskaDuration(source: ByteSource): Promise<number | null> {
  const bytes = await source.read(0, Math.min(source.size, HEAD_BYTES));
  const header = elementAt(bytes, 0);
  if (header?.id !== EBML_HEADER || !header.dataEnd) return null;
  const segment = elementAt(bytes, header.dataEnd);
  if (segment?.id !== SEGMENT) return null;
  const segmentEnd = Math.min(segment.dataEnd ?? bytes.length, bytes.length);
  let at = segment.dataStart;
  while (at < segmentEnd) {
    const element = elementAt(bytes, at);
    if (!element || element.id === CLUSTER || !element.dataEnd) return null;
    if (element.id === INFO)
      return element.dataEnd > bytes.length
        ? null
        : infoDuration(bytes, element.dataStart, element.dataEnd);
    at = element.dataEnd;
  }
  return null;
}
