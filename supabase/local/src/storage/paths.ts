import { join, relative, resolve, sep, isAbsolute } from 'node:path';
import { errors } from './errors.ts';

/** S3's object-key limit, which supabase/storage enforces too. */
const MAX_KEY_BYTES = 1024;
/**
 * ASCII control characters and S3's "characters to avoid", which supabase/storage rejects in keys.
 * Rejecting `~` also keeps keys from ever colliding with the `~<version>` files on disk.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_KEY_CHARS = /[\u0000-\u001f\u007f\\{}^%`[\]"<>~#|]/;
/** supabase/storage's isValidBucketName character set (also mirrored by storage-js). */
const BUCKET_NAME = /^[\w!.*'() &$@=;:+,?-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isValidBucketName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 100 &&
    name.trim() === name &&
    BUCKET_NAME.test(name) &&
    name !== '.' &&
    name !== '..'
  );
}

/** A key maps onto directories: no empty, `.` or `..` segments, no absolute path, no NUL. */
export function isValidObjectName(name: string): boolean {
  if (name.length === 0 || Buffer.byteLength(name, 'utf8') > MAX_KEY_BYTES) return false;
  if (FORBIDDEN_KEY_CHARS.test(name)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function assertBucketName(name: string): string {
  if (!isValidBucketName(name)) throw errors.invalidBucketName();
  return name;
}

export function assertObjectName(name: string): string {
  if (!isValidObjectName(name)) throw errors.invalidKey(name);
  return name;
}

/**
 * Splits the percent-encoded remainder of a route (`bucket/folder/file.png`) into the bucket and
 * the decoded object name ('' when the route names only the bucket). storage-js encodes each
 * segment on its own, so each is decoded on its own.
 */
export function splitBucketPath(encoded: string): { bucket: string; name: string } {
  const segments = encoded.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw errors.invalidKey(segment);
    }
  });
  const bucket = assertBucketName(segments[0] ?? '');
  const name = segments.slice(1).join('/');
  return { bucket, name };
}

/** Throws unless `target` lies strictly inside `root` (a second guard behind name validation). */
function ensureInside(root: string, target: string): string {
  const rel = relative(resolve(root), resolve(target));
  if (
    rel === '' ||
    rel === '..' ||
    rel.startsWith(`..${sep}`) ||
    isAbsolute(rel) ||
    target.includes('\0')
  ) {
    throw errors.invalidKey(target);
  }
  return target;
}

/** Where one version of an object lives: `<root>/<bucket>/<name>/~<version>`. */
export function objectVersionPath(
  root: string,
  bucket: string,
  name: string,
  version: string,
): string {
  assertBucketName(bucket);
  assertObjectName(name);
  if (!isUuid(version)) throw errors.invalidKey(version);
  return ensureInside(root, join(root, bucket, ...name.split('/'), `~${version}`));
}

/** The directory holding an object's version files. */
export function objectDirectory(root: string, bucket: string, name: string): string {
  assertBucketName(bucket);
  assertObjectName(name);
  return ensureInside(root, join(root, bucket, ...name.split('/')));
}

export function isVersionFileName(fileName: string): boolean {
  return fileName.startsWith('~') && isUuid(fileName.slice(1));
}
