import { readElement, type ElementHeader } from '@/lib/media/ebml';

/** The WebM ids the duration patch needs, and where the Info element sits at the head of a take. */
const EBML_HEADER_ID = 0x1a45dfa3;
const SEGMENT_ID = 0x18538067;
export const INFO_ID = 0x1549a966;
const SEEK_HEAD_ID = 0x114d9b74;

export interface WebmHead {
  segment: ElementHeader;
  /** End of the Info element: everything up to here is header, everything after is media. */
  infoEnd: number;
}

/**
 * Finds the Segment and its Info element at the start of a WebM stream. Undefined when the head
 * is not a WebM the duration patch can handle: no Info before the media, or a SeekHead whose
 * positions would shift.
 */
export function findWebmHead(bytes: Uint8Array): WebmHead | undefined {
  const header = readElement(bytes, 0);
  if (!header || header.id !== EBML_HEADER_ID || header.size.unknown) return undefined;
  const segment = readElement(bytes, header.dataStart + header.size.value);
  if (!segment || segment.id !== SEGMENT_ID) return undefined;
  let offset = segment.dataStart;
  while (offset < bytes.length) {
    const child = readElement(bytes, offset);
    if (!child || child.size.unknown || child.id === SEEK_HEAD_ID) return undefined;
    const end = child.dataStart + child.size.value;
    if (child.id === INFO_ID) return end <= bytes.length ? { segment, infoEnd: end } : undefined;
    offset = end;
  }
  return undefined;
}
