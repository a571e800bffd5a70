import { isUuid, isValidBucketName, isValidObjectName } from './paths.ts';

/** A resumable upload names the object it will become and the version it will be stored as. */
export interface UploadRef {
  bucket: string;
  name: string;
  version: string;
}

/** The tus upload id, as the storage server's UploadId without the tenant: `bucket/name/version`. */
export function uploadId(ref: UploadRef): string {
  return `${ref.bucket}/${ref.name}/${ref.version}`;
}

/** Parses and validates an upload id; null for anything that is not one this server made. */
export function parseUploadId(id: string): UploadRef | null {
  const segments = id.split('/');
  if (segments.length < 3) return null;
  const bucket = segments[0] ?? '';
  const version = segments[segments.length - 1] ?? '';
  const name = segments.slice(1, -1).join('/');
  if (!isValidBucketName(bucket) || !isValidObjectName(name) || !isUuid(version)) return null;
  return { bucket, name, version };
}

/** The last segment of the upload URL: base64url of the upload id. */
export function encodeUploadId(id: string): string {
  return Buffer.from(id, 'utf8').toString('base64url');
}

/** Inverse of encodeUploadId; undefined for malformed or foreign segments. */
export function decodeUploadId(segment: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  const id = Buffer.from(segment, 'base64url').toString('utf8');
  if (encodeUploadId(id) !== segment) return undefined;
  return parseUploadId(id) ? id : undefined;
}
