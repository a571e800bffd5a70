import fixWebmDuration from 'fix-webm-duration';
import { encodeSize8, readElement } from '@/lib/media/ebml';
import { findWebmHead } from './webm-head';

/** The header of a take, the Info element included, sits in its first bytes. */
export const HEAD_BYTES = 64 * 1024;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Chrome's MediaRecorder writes WebM without a Duration, so players show no length and cannot
 * seek (reference/anchors-style-performance.md B4). fix-webm-duration adds it, but reads and
 * rewrites the whole file in memory (up to ~95 MB for 5 minutes). Only the header needs the
 * change, so the library is given the bytes up to the end of the Info element; the Segment it
 * rewrites with a known size gets back its original size field (unknown for a live recording,
 * or the old size plus the bytes added), and the media after Info is kept as it is.
 *
 * Returns the new head and how many bytes of the old one it replaces, or undefined when there is
 * nothing to fix (not WebM, Duration already present, an unusual layout).
 */
export async function patchWebmDuration(
  head: Blob,
  durationMs: number,
): Promise<{ head: Uint8Array; replacedBytes: number } | undefined> {
  const bytes = new Uint8Array(await head.slice(0, HEAD_BYTES).arrayBuffer());
  const webm = findWebmHead(bytes);
  if (!webm) return undefined;
  const original = bytes.slice(0, webm.infoEnd);
  const fixedBlob = await fixWebmDuration(new Blob([original]), durationMs, { logger: false });
  const fixed = new Uint8Array(await fixedBlob.arrayBuffer());
  if (fixed.length === original.length && fixed.every((byte, index) => byte === original[index]))
    return undefined;

  const fixedHeader = readElement(fixed, 0);
  const fixedSegment =
    fixedHeader && readElement(fixed, fixedHeader.dataStart + fixedHeader.size.value);
  if (!fixedSegment) return undefined;
  const oldChildrenBytes = webm.infoEnd - webm.segment.dataStart;
  const newChildrenBytes = fixed.length - fixedSegment.dataStart;
  const segmentSize = webm.segment.size.unknown
    ? 'unknown'
    : webm.segment.size.value + newChildrenBytes - oldChildrenBytes;
  const idLength = fixedSegment.dataStart - fixedSegment.start - fixedSegment.size.length;
  const patched = concat([
    fixed.subarray(0, fixedSegment.start + idLength),
    encodeSize8(segmentSize),
    fixed.subarray(fixedSegment.dataStart),
  ]);
  return { head: patched, replacedBytes: webm.infoEnd };
}
