import { readElement } from '@/lib/media/ebml';
import { findWebmHead, INFO_ID } from '../model/webm-head';

/** The Duration (ms) a WebM head's Info element holds, or undefined when it has none. */
export function durationIn(bytes: Uint8Array): number | undefined {
  const head = findWebmHead(bytes);
  if (!head) return undefined;
  let offset = head.segment.dataStart;
  while (offset < head.infoEnd) {
    const element = readElement(bytes, offset)!;
    if (element.id === INFO_ID) {
      let child = element.dataStart;
      while (child < head.infoEnd) {
        const inner = readElement(bytes, child)!;
        if (inner.id === 0x4489) {
          const view = new DataView(
            bytes.buffer,
            bytes.byteOffset + inner.dataStart,
            inner.size.value,
          );
          return inner.size.value === 4 ? view.getFloat32(0) : view.getFloat64(0);
        }
        child = inner.dataStart + inner.size.value;
      }
    }
    offset = element.dataStart + element.size.value;
  }
  return undefined;
}
