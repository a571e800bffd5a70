import { describe, expect, it } from 'vitest';
import { memoryResumeUrls } from '../testing/memory-resume-urls';
import { arrayBufferFileReader } from '@/lib/media/array-buffer-reader';
import { tusUrlStorage } from './resume-url-storage';

describe('arrayBufferFileReader', () => {
  it('hands tus each chunk as an ArrayBuffer that reports its size', async () => {
    const source = await arrayBufferFileReader.openFile(new Blob(['0123456789']), 4);
    expect(source.size).toBe(10);
    const first = await source.slice(0, 4);
    expect(first.value).toBeInstanceOf(ArrayBuffer);
    expect(new TextDecoder().decode(first.value as ArrayBuffer)).toBe('0123');
    expect((first.value as { size: number }).size).toBe(4);
    expect(first.done).toBe(false);
    const last = await source.slice(8, 10);
    expect(new TextDecoder().decode(last.value as ArrayBuffer)).toBe('89');
    expect(last.done).toBe(true);
  });

  it('only reads Blobs', async () => {
    await expect(arrayBufferFileReader.openFile('a path', 4)).rejects.toThrow('only Blob sources');
  });
});

describe('tusUrlStorage', () => {
  it("keeps one resume URL per fingerprint in the outbox item's store", async () => {
    const store = memoryResumeUrls();
    const storage = tusUrlStorage(store);
    const key = await storage.addUpload('item-1:video', {
      size: 100,
      metadata: {},
      creationTime: 'now',
      urlStorageKey: '',
      uploadUrl: 'http://api/storage/v1/upload/resumable/abc',
      parallelUploadUrls: null,
    });
    expect(key).toBe('item-1:video');
    const found = await storage.findUploadsByFingerprint('item-1:video');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      size: 100,
      urlStorageKey: 'item-1:video',
      uploadUrl: 'http://api/storage/v1/upload/resumable/abc',
    });
    expect(await storage.findUploadsByFingerprint('other')).toEqual([]);
    expect(await storage.findAllUploads()).toHaveLength(1);
    await storage.removeUpload('item-1:video');
    expect(store.rows.size).toBe(0);
  });
});
