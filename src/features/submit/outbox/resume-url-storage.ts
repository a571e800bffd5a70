import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import type { ResumeUrl, ResumeUrlStore } from '@/lib/outbox-port';

function toPreviousUpload(row: ResumeUrl): PreviousUpload {
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
 * tus-js-client keeps resume URLs in localStorage by default (forever, mobile-pitfalls.md); here
 * they live with the outbox item, keyed by its fingerprint (`<item id>:video`), so a reopened app
 * resumes where the upload stopped and the item's cleanup removes them. The outbox owns that
 * table: tus reaches it through the job context's store.
 */
export function tusUrlStorage(store: ResumeUrlStore): UrlStorage {
  return {
    async findAllUploads() {
      return (await store.all()).map(toPreviousUpload);
    },
    async findUploadsByFingerprint(fingerprint) {
      const row = await store.get(fingerprint);
      return row ? [toPreviousUpload(row)] : [];
    },
    async removeUpload(urlStorageKey) {
      await store.remove(urlStorageKey);
    },
    async addUpload(fingerprint, upload) {
      if (!upload.uploadUrl) throw new Error('tus: an upload without a URL cannot be resumed');
      await store.put({
        fingerprint,
        uploadUrl: upload.uploadUrl,
        size: upload.size ?? 0,
        updatedAt: Date.now(),
      });
      return fingerprint;
    },
  };
}
