import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { assembleChunks, chunkWriter, deleteChunks, deleteUnfinishedChunks } from './media-chunks';

// Issue 39: the shrunk video streams into IndexedDB pieces instead of one buffer in memory.

const bytes = (text: string) => new TextEncoder().encode(text);
const text = async (file: Blob) => new TextDecoder().decode(await file.arrayBuffer());

beforeEach(async () => {
  await Promise.all([db.mediaChunks.clear(), db.blobs.clear()]);
});

describe('chunkWriter', () => {
  it('stores each write as a Blob piece and reads the file back as one Blob, in order', async () => {
    const writer = chunkWriter('m1');
    await writer.write(0, bytes('head-'));
    await writer.write(5, bytes('middle-'));
    await writer.write(12, bytes('tail'));
    expect(writer.size).toBe(16);
    const pieces = await db.mediaChunks.where('mediaId').equals('m1').toArray();
    expect(pieces.map((piece) => [piece.start, piece.data instanceof Blob])).toEqual([
      [0, true],
      [5, true],
      [12, true],
    ]);
    const file = await assembleChunks('m1', 'video/webm');
    expect(file.type).toBe('video/webm');
    expect(await text(file)).toBe('head-middle-tail');
  });

  it('assembles Blob pieces without reading them into memory', async () => {
    const writer = chunkWriter('m1');
    await writer.write(0, bytes('abc'));
    await writer.write(3, bytes('def'));
    const read = vi.spyOn(Blob.prototype, 'arrayBuffer');
    const file = await assembleChunks('m1', 'video/mp4');
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    expect(await text(file)).toBe('abcdef');
  });

  it('writes back over stored bytes, across pieces, as a header finished last is', async () => {
    const writer = chunkWriter('m1');
    await writer.write(0, bytes('aaaa'));
    await writer.write(4, bytes('bbbb'));
    await writer.write(8, bytes('cccc'));
    // Over the end of the first piece and the start of the second.
    await writer.write(2, bytes('XXXX'));
    expect(await text(await assembleChunks('m1', ''))).toBe('aaXXXXbbcccc');
    // Over the last bytes and on past the end.
    await writer.write(10, bytes('YYYY'));
    expect(writer.size).toBe(14);
    expect(await text(await assembleChunks('m1', ''))).toBe('aaXXXXbbccYYYY');
    expect(await db.mediaChunks.count()).toBe(4);
  });

  it('runs writes one at a time in the order they were made', async () => {
    const writer = chunkWriter('m1');
    await Promise.all([
      writer.write(0, bytes('one')),
      writer.write(3, bytes('two')),
      writer.write(0, bytes('ONE')),
    ]);
    expect(await text(await assembleChunks('m1', ''))).toBe('ONEtwo');
  });

  it('refuses a write that would leave a gap, and any write once closed', async () => {
    const writer = chunkWriter('m1');
    await writer.write(0, bytes('ab'));
    await expect(writer.write(5, bytes('x'))).rejects.toThrow('would leave a gap');
    await writer.close();
    await expect(writer.write(2, bytes('c'))).rejects.toThrow('closed');
    expect(await text(await assembleChunks('m1', ''))).toBe('ab');
  });

  it("keeps the pieces as bytes where IndexedDB refuses Blobs (Safari's private tabs)", async () => {
    const add = db.mediaChunks.add.bind(db.mediaChunks);
    vi.spyOn(db.mediaChunks, 'add').mockImplementation(((row: { data: unknown }) =>
      row.data instanceof Blob
        ? Promise.reject(Object.assign(new Error('refused'), { name: 'UnknownError' }))
        : add(row as never)) as unknown as typeof db.mediaChunks.add);
    const writer = chunkWriter('m1');
    await writer.write(0, bytes('head'));
    await writer.write(4, bytes('body'));
    await writer.write(0, bytes('HE'));
    vi.restoreAllMocks();
    const pieces = await db.mediaChunks.toArray();
    expect(pieces.every((piece) => piece.data instanceof ArrayBuffer)).toBe(true);
    expect(await text(await assembleChunks('m1', ''))).toBe('HEadbody');
  });

  it('passes on a refusal that is not about Blobs (a full disk)', async () => {
    vi.spyOn(db.mediaChunks, 'add').mockRejectedValue(
      Object.assign(new Error('full'), { name: 'QuotaExceededError' }),
    );
    await expect(chunkWriter('m1').write(0, bytes('x'))).rejects.toMatchObject({
      name: 'QuotaExceededError',
    });
    vi.restoreAllMocks();
  });
});

describe('cleaning up pieces', () => {
  it('deletes the pieces of the files asked, and only those', async () => {
    await chunkWriter('a').write(0, bytes('a'));
    await chunkWriter('b').write(0, bytes('b'));
    await deleteChunks(['a']);
    expect(await db.mediaChunks.toArray()).toMatchObject([{ mediaId: 'b' }]);
  });

  it('after a crash deletes the pieces of unfinished files, keeps finished ones', async () => {
    await chunkWriter('finished').write(0, bytes('done'));
    await db.blobs.put({ id: 'finished', chunked: true, name: 'f.webm', type: 'video/webm' });
    await chunkWriter('cut-off').write(0, bytes('half'));
    // A whole Blob stored under the same kind of id is not a finished piecewise file.
    await db.blobs.put({ id: 'plain', blob: new Blob(['x']), name: 'p', type: 'video/webm' });
    await chunkWriter('plain').write(0, bytes('stray'));
    expect(await deleteUnfinishedChunks()).toBe(2);
    expect(await db.mediaChunks.toArray()).toMatchObject([{ mediaId: 'finished' }]);
    expect(await deleteUnfinishedChunks()).toBe(0);
  });
});
