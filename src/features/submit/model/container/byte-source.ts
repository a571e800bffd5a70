/** Reads bytes [start, end) of a file; shorter at the end of the file. */
type ReadBytes = (start: number, end: number) => Promise<Uint8Array>;

export interface ByteSource {
  size: number;
  read: ReadBytes;
}

export function blobSource(blob: Blob): ByteSource {
  return {
    size: blob.size,
    read: async (start, end) => new Uint8Array(await blob.slice(start, end).arrayBuffer()),
  };
}

export function bytesSource(bytes: Uint8Array): ByteSource {
  return { size: bytes.length, read: async (start, end) => bytes.slice(start, end) };
}

export const ascii = (bytes: Uint8Array, at: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** A big-endian unsigned integer of up to 8 bytes (exact up to 2^53). */
export function readUint(bytes: Uint8Array, at: number, length: number): number {
  let value = 0;
  for (let index = 0; index < length; index++) value = value * 256 + (bytes[at + index] ?? 0);
  return value;
}
