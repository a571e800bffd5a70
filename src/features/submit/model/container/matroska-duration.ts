import { readElement } from '@/lib/media/ebml';
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

/** The element at `at`, its end null for an unknown size; null when malformed or cut off. */
function elementAt(bytes: Uint8Array, at: number): Element | null {
  const header = readElement(bytes, at);
  if (!header) return null;
  const { id, dataStart, size } = header;
  return { id, dataStart, dataEnd: size.unknown ? null : dataStart + size.value };
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
