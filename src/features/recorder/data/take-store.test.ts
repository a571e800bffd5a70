import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { deleteTake, takeBlob } from './take-media';
import { findWebmHead } from '../model/webm-head';
import { BlobFileReader } from '../testing/file-reader-shim';
import { firstChunk, laterChunk } from '../testing/webm-fixture';
import { appendChunk, createTake, finishTake, listDrafts, markTakeQueued } from './take-store';
import { recoverInterruptedTakes } from './take-recovery';

import { recordTake, WEBM } from '../testing/record-take';

beforeAll(() => {
  vi.stubGlobal('FileReader', BlobFileReader);
});

beforeEach(async () => {
  await Promise.all([db.takes.clear(), db.chunks.clear()]);
});

describe('chunk store', () => {
  it('appends each timeslice as its own row and keeps the take row in step', async () => {
    await recordTake('t1', 3);
    const chunks = await db.chunks.where('takeId').equals('t1').sortBy('seq');
    expect(chunks.map((chunk) => chunk.seq)).toEqual([0, 1, 2]);
    const take = await db.takes.get('t1');
    expect(take).toMatchObject({
      status: 'recording',
      mimeType: WEBM,
      duration: 3,
      bytes: firstChunk().length + 2 * laterChunk().length,
      updatedAt: 4_000,
    });
  });

  it('reads a take back as one Blob in recording order, whatever order the rows were written in', async () => {
    await createTake('t2', WEBM, 1);
    await appendChunk('t2', 2, new Blob(['c']), 3, 2);
    await appendChunk('t2', 0, new Blob(['a']), 1, 3);
    await appendChunk('t2', 1, new Blob(['b']), 2, 4);
    const blob = await takeBlob('t2');
    expect(await blob?.text()).toBe('abc');
    expect(blob?.type).toBe(WEBM);
    expect(await takeBlob('missing')).toBeUndefined();
  });

  it('refuses a chunk for a take that no longer exists, storing nothing', async () => {
    await expect(appendChunk('gone', 0, new Blob(['x']), 1, 1)).rejects.toThrow(
      'Take gone is gone',
    );
    expect(await db.chunks.count()).toBe(0);
  });

  it('deletes a take with all its chunks', async () => {
    await recordTake('t3', 2);
    await recordTake('t4', 2);
    await deleteTake('t3');
    expect(await db.takes.get('t3')).toBeUndefined();
    expect(await db.chunks.where('takeId').equals('t3').count()).toBe(0);
    expect(await db.chunks.where('takeId').equals('t4').count()).toBe(2);
  });
});

describe('finishing a take', () => {
  it('writes the WebM duration into the first chunk and keeps the rest untouched', async () => {
    await recordTake('w', 3);
    const finished = await finishTake('w', 9_000, 2.75);
    expect(finished).toMatchObject({ status: 'recorded', duration: 2.75 });
    const bytes = new Uint8Array(await (await takeBlob('w'))!.arrayBuffer());
    expect(findWebmHead(bytes)).toBeDefined();
    expect(finished!.bytes).toBe(bytes.length);
    // The 11-byte Duration element (id 0x4489, size 8) is now in the header.
    expect(bytes.length).toBe(firstChunk().length + 2 * laterChunk().length + 11);
    const tail = bytes.subarray(bytes.length - 2 * laterChunk().length);
    expect([...tail]).toEqual([...laterChunk(), ...laterChunk()]);
  });

  it('patches a header that Chrome handed over in pieces (a first chunk of one byte)', async () => {
    const head = firstChunk();
    await createTake('split', WEBM, 1);
    await appendChunk('split', 0, new Blob([head.subarray(0, 1)], { type: WEBM }), 1, 2);
    await appendChunk('split', 1, new Blob([head.subarray(1, 20)], { type: WEBM }), 1, 3);
    await appendChunk('split', 2, new Blob([head.subarray(20)], { type: WEBM }), 2, 4);
    await appendChunk('split', 3, new Blob([laterChunk()], { type: WEBM }), 3, 5);
    const finished = await finishTake('split', 9, 3);
    const bytes = new Uint8Array(await (await takeBlob('split'))!.arrayBuffer());
    // The same stream as an unsplit take gets: 11 Duration bytes more, media untouched.
    expect(bytes.length).toBe(head.length + laterChunk().length + 11);
    expect(finished!.bytes).toBe(bytes.length);
    const webm = findWebmHead(bytes);
    const info = bytes.subarray(webm!.infoEnd - 20, webm!.infoEnd);
    expect(Buffer.from(info).toString('hex')).toContain('4489');
    expect([...bytes.subarray(bytes.length - laterChunk().length)]).toEqual([...laterChunk()]);
    // The header's pieces became one chunk; the media chunk kept its row.
    const rows = await db.chunks.where('takeId').equals('split').sortBy('seq');
    expect(rows.map((row) => row.seq)).toEqual([0, 3]);
  });

  it('patches once when two finishes race (two tabs recovering the same take)', async () => {
    await recordTake('race', 3);
    const [one, two] = await Promise.all([finishTake('race', 9, 3), finishTake('race', 9, 3)]);
    const bytes = new Uint8Array(await (await takeBlob('race'))!.arrayBuffer());
    expect(bytes.length).toBe(firstChunk().length + 2 * laterChunk().length + 11);
    expect(one!.bytes).toBe(bytes.length);
    expect(two!.bytes).toBe(bytes.length);
    expect((await db.takes.get('race'))!.bytes).toBe(bytes.length);
  });

  it('removes a take that stored no data instead of finishing it (the camera sent nothing)', async () => {
    await createTake('empty', WEBM, 1);
    expect(await finishTake('empty', 2, 3)).toBeUndefined();
    expect(await db.takes.get('empty')).toBeUndefined();
    expect(await listDrafts(new Set())).toEqual([]);
    // A row that was never written has nothing to finish either.
    expect(await finishTake('never-written', 2, 3)).toBeUndefined();
    expect(await db.takes.count()).toBe(0);
  });

  it('leaves an MP4 take as recorded', async () => {
    await createTake('m', 'video/mp4', 1);
    await appendChunk('m', 0, new Blob(['ftyp....']), 1, 2);
    const finished = await finishTake('m', 3, 1.2);
    expect(finished).toMatchObject({ status: 'recorded', duration: 1.2, bytes: 8 });
    expect(await (await takeBlob('m'))!.text()).toBe('ftyp....');
  });
});

describe('drafts', () => {
  it('lists unsent takes newest first, hides queued ones and brings back a cancelled upload', async () => {
    await recordTake('old', 1, 1_000);
    await recordTake('new', 1, 2_000);
    await recordTake('queued', 1, 3_000);
    for (const id of ['old', 'new', 'queued']) await finishTake(id, 10_000);
    await markTakeQueued('queued', 11_000);
    // The outbox port answers which takes a queued submission still refers to.
    expect((await listDrafts(new Set(['queued']))).map((take) => take.id)).toEqual(['new', 'old']);
    expect((await listDrafts(new Set())).map((take) => take.id)).toEqual(['queued', 'new', 'old']);
  });
});

describe('chunk encoding (design decision 9: Safari private tabs refuse Blobs in IndexedDB)', () => {
  /** What WebKit's ephemeral sessions answer when a Blob reaches IndexedDB. */
  function refuseBlobs(): () => void {
    const refuse = (data: unknown) => {
      if (data instanceof Blob) {
        throw new Error(
          'UnknownError: Error preparing Blob/File data to be stored in object store',
        );
      }
    };
    const creating = (_key: unknown, row: { data: unknown }) => refuse(row.data);
    const updating = (changes: object) => {
      if ('data' in changes) refuse(changes.data);
    };
    db.chunks.hook('creating', creating);
    db.chunks.hook('updating', updating);
    return () => {
      db.chunks.hook('creating').unsubscribe(creating);
      db.chunks.hook('updating').unsubscribe(updating);
    };
  }

  it('stores every chunk as an ArrayBuffer, the patched WebM header included', async () => {
    await recordTake('ab', 3);
    await finishTake('ab', 9, 3);
    const rows = await db.chunks.where('takeId').equals('ab').toArray();
    expect(rows).not.toHaveLength(0);
    for (const row of rows) {
      expect(row.data).toBeInstanceOf(ArrayBuffer);
      expect(row.data).not.toBeInstanceOf(Blob);
    }
  });

  it('records, finishes and reads back a take where the store refuses Blobs', async () => {
    const restore = refuseBlobs();
    try {
      await expect(db.chunks.add({ takeId: 'x', seq: 0, data: new Blob(['x']) })).rejects.toThrow(
        'Error preparing Blob/File data',
      );
      await recordTake('private', 3);
      const finished = await finishTake('private', 9, 3);
      const blob = await takeBlob('private');
      expect(blob?.type).toBe(WEBM);
      expect(blob?.size).toBe(finished!.bytes);
      expect(blob?.size).toBe(firstChunk().length + 2 * laterChunk().length + 11);

      await createTake('mp4', 'video/mp4', 1);
      await appendChunk('mp4', 0, new Blob(['ftyp'], { type: 'video/mp4' }), 1, 2);
      await appendChunk('mp4', 1, new Blob(['moof'], { type: 'video/mp4' }), 2, 3);
      expect(await recoverInterruptedTakes(60_000, new Set())).toEqual(['mp4']);
      const mp4 = await takeBlob('mp4');
      expect(mp4?.type).toBe('video/mp4');
      expect(await mp4?.text()).toBe('ftypmoof');
    } finally {
      restore();
    }
  });

  it('keeps takes saved as Blob rows (before the change) readable, finishable and recoverable', async () => {
    await createTake('legacy', WEBM, 1_000);
    await db.chunks.add({
      takeId: 'legacy',
      seq: 0,
      data: new Blob([firstChunk()], { type: WEBM }),
    });
    await db.chunks.add({
      takeId: 'legacy',
      seq: 1,
      data: new Blob([laterChunk()], { type: WEBM }),
    });
    await db.takes.update('legacy', {
      duration: 2,
      bytes: firstChunk().length + laterChunk().length,
    });
    // A chunk written after the update lands as an ArrayBuffer next to the Blob rows.
    await appendChunk('legacy', 2, new Blob([laterChunk()], { type: WEBM }), 3, 3_000);
    expect(await recoverInterruptedTakes(60_000, new Set())).toEqual(['legacy']);
    const take = await db.takes.get('legacy');
    const bytes = new Uint8Array(await (await takeBlob('legacy'))!.arrayBuffer());
    expect(bytes.length).toBe(firstChunk().length + 2 * laterChunk().length + 11);
    expect(take).toMatchObject({ status: 'recorded', duration: 3, bytes: bytes.length });
    expect(findWebmHead(bytes)).toBeDefined();
    expect([...bytes.subarray(bytes.length - 2 * laterChunk().length)]).toEqual([
      ...laterChunk(),
      ...laterChunk(),
    ]);
  });
});
