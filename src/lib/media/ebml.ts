/**
 * The one EBML reader (RFC 8794, the encoding of Matroska and WebM): variable-length integers and
 * element headers. The recorder patches its takes' WebM head with it and submit reads the
 * duration of picked files; container knowledge (which ids mean what) stays with each of them.
 */

export interface Vint {
  value: number;
  length: number;
  /** All value bits set: the element's size is unknown (a live recording's Segment or Cluster). */
  unknown: boolean;
}

/** A variable-length integer's length from its first byte: the position of its first set bit. */
function vintLength(first: number): number {
  for (let length = 1; length <= 8; length++) {
    if (first & (0x80 >> (length - 1))) return length;
  }
  return 0;
}

/** An element size: the length marker is stripped. Undefined when the bytes run out. */
export function readSize(bytes: Uint8Array, offset: number): Vint | undefined {
  const first = bytes[offset];
  if (first === undefined) return undefined;
  const length = vintLength(first);
  if (length === 0 || offset + length > bytes.length) return undefined;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[offset + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: allOnes };
}

/** An element id: the length marker is kept, as ids are written in the specification. */
function readId(bytes: Uint8Array, offset: number): { id: number; length: number } | undefined {
  const first = bytes[offset];
  if (first === undefined) return undefined;
  const length = vintLength(first);
  if (length === 0 || length > 4 || offset + length > bytes.length) return undefined;
  let id = 0;
  for (let i = 0; i < length; i++) id = id * 256 + (bytes[offset + i] ?? 0);
  return { id, length };
}

export interface ElementHeader {
  id: number;
  /** Where the element starts (its id). */
  start: number;
  /** Where its data starts. */
  dataStart: number;
  size: Vint;
}

/** The id and size at `offset`; undefined when they are malformed or the bytes run out. */
export function readElement(bytes: Uint8Array, offset: number): ElementHeader | undefined {
  const id = readId(bytes, offset);
  if (!id) return undefined;
  const size = readSize(bytes, offset + id.length);
  if (!size) return undefined;
  return { id: id.id, start: offset, dataStart: offset + id.length + size.length, size };
}

/** An 8-byte size field: the unknown marker, or a known value. */
export function encodeSize8(value: number | 'unknown'): Uint8Array {
  const bytes = new Uint8Array(8);
  if (value === 'unknown') {
    bytes.fill(0xff);
    bytes[0] = 0x01;
    return bytes;
  }
  let rest = value;
  for (let i = 7; i >= 1; i--) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[0] = 0x01;
  return bytes;
}
