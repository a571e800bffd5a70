import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { db, type UploadResumeRow } from '@/lib/db';

function toPreviousUpload(row: UploadResumeRow): PreviousUpload {
  return {
    size: row.size,
    metadata: {},
    creationTime: new Date(row.updatedAt).toString(),
    urlStorageKey: row.fingerprint,
    uploadUrl: row.uploadUrl,
    parallelUploadUrls: null,
  };
}

/**
 * tus-js-client keeps resume URLs in localStorage by default; here they live in Dexie beside the
 * outbox item, keyed by its fingerprint (`<item id>:video`), so a reopened app resumes where the
 * upload stopped and the item's cleanup removes them.
 */
export const dexieUrlStorage: UrlStorage = {
  async findAllUploads() {
    return (await db.uploads.toArray()).map(toPreviousUpload);
  },
  async findUploadsByFingerprint(fingerprint) {
    const row = await db.uploads.get(fingerprint);
    return row ? [toPreviousUpload(row)] : [];
  },
  async removeUpload(urlStorageKey) {
    await db.uploads.delete(urlStorageKey);
  },
  async addUpload(fingerprint, upload) {
    if (!upload.uploadUrl) throw new Error('tus: an upload without a URL cannot be resumed');
    await db.uploads.put({
      fingerprint,
      uploadUrl: upload.uploadUrl,
      size: upload.size ?? 0,
      updatedAt: Date.now(),
    });
    return fingerprint;
  },
};
