import { describe, expect, it } from 'vitest';
import { blobOutput } from './blob-output';

const bytesOf = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

describe('blobOutput', () => {
  it('appends writes in order and gives the whole file with its type', async () => {
    const output = blobOutput();
    await output.write(0, new Uint8Array([1, 2, 3]));
    await output.write(3, new Uint8Array([4, 5]));
    const file = await output.finish('video/webm');
    expect(file.type).toBe('video/webm');
    expect(await bytesOf(file)).toEqual([1, 2, 3, 4, 5]);
  });

  it('writes back over earlier bytes without moving the rest (a header learning the size last)', async () => {
    const output = blobOutput();
    await output.write(0, new Uint8Array([0, 0, 0, 0, 9, 9]));
    await output.write(1, new Uint8Array([7, 8]));
    expect(await bytesOf(await output.finish('video/mp4'))).toEqual([0, 7, 8, 0, 9, 9]);
  });

  it('keeps what a later write at a far position leaves between as zeros', async () => {
    const output = blobOutput();
    await output.write(2, new Uint8Array([5]));
    expect(await bytesOf(await output.finish('video/mp4'))).toEqual([0, 0, 5]);
  });

  it('copies the bytes it is given: the worker may reuse its buffer', async () => {
    const output = blobOutput();
    const chunk = new Uint8Array([1, 2]);
    await output.write(0, chunk);
    chunk[0] = 9;
    expect(await bytesOf(await output.finish('video/webm'))).toEqual([1, 2]);
  });
});
