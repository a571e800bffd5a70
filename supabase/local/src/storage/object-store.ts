import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, rmdir, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Queryable } from '../db/types.ts';
import { KeyedMutex } from './keyed-mutex.ts';
import { currentVersion } from './objects-repo.ts';
import { isVersionFileName, objectDirectory, objectVersionPath } from './paths.ts';

export interface ObjectKey {
  bucket: string;
  name: string;
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
}

/** Removes `dir` and its empty parents, stopping at `stopAt` or at the first non-empty one. */
export async function removeEmptyDirectories(dir: string, stopAt: string): Promise<void> {
  const limit = resolve(stopAt);
  let current = resolve(dir);
  while (current !== limit && current.startsWith(`${limit}/`)) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
    current = dirname(current);
  }
}

/**
 * The bytes of every object on disk: `<dataDir>/storage/<bucket>/<name>/~<version>`, with
 * uploads staged in `<dataDir>/storage/~tmp` (`~` cannot start a bucket name) so a rename puts
 * them in place. A new version never overwrites the file a reader may have open; the old one
 * is removed once the database row points elsewhere. Writers of one object name hold its lock
 * from the row write until the clean-up, so the clean-up never sees an uncommitted version.
 */
export class ObjectStore {
  readonly root: string;
  private readonly tmpDir: string;
  private readonly mutex = new KeyedMutex();

  constructor(dataDir: string) {
    this.root = join(dataDir, 'storage');
    this.tmpDir = join(this.root, '~tmp');
  }

  async tempPath(): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true });
    return join(this.tmpDir, randomUUID());
  }

  versionPath(key: ObjectKey, version: string): string {
    return objectVersionPath(this.root, key.bucket, key.name, version);
  }

  /** Runs `fn` holding the locks of these object names. */
  locked<T>(keys: ObjectKey[], fn: () => Promise<T>): Promise<T> {
    return this.mutex.run(
      keys.map((key) => `${key.bucket}/${key.name}`),
      fn,
    );
  }

  /** Moves a finished file into place as one version of an object. */
  async place(source: string, key: ObjectKey, version: string): Promise<string> {
    const target = this.versionPath(key, version);
    for (let attempt = 0; ; attempt += 1) {
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(source, target);
        return target;
      } catch (error) {
        // A clean-up of a neighbouring object may remove the fresh directory in between.
        if (errorCode(error) !== 'ENOENT' || attempt >= 2) throw error;
      }
    }
  }

  /** Puts a version file back where it came from after the row write failed. */
  async unplace(placed: string, source: string): Promise<void> {
    await rename(placed, source).catch(() => rm(placed, { force: true }));
  }

  /** Opens a version for reading; null when it is gone (deleted or replaced meanwhile). */
  async open(key: ObjectKey, version: string): Promise<FileHandle | null> {
    try {
      return await open(this.versionPath(key, version), 'r');
    } catch (error) {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return null;
      throw error;
    }
  }

  /**
   * Deletes the version files of `key` the database no longer points at, then empty directories.
   * The caller holds the key's lock. Failures are logged, not thrown: they only leave litter.
   */
  async reconcile(db: Queryable, key: ObjectKey): Promise<void> {
    try {
      const keep = await currentVersion(db, key.bucket, key.name);
      const dir = objectDirectory(this.root, key.bucket, key.name);
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.isFile() && isVersionFileName(entry.name) && entry.name !== `~${keep}`) {
          await rm(join(dir, entry.name), { force: true });
        }
      }
      await removeEmptyDirectories(dir, join(this.root, key.bucket));
    } catch (error) {
      console.error(
        'supabase/local storage: clean-up of',
        `${key.bucket}/${key.name}`,
        'failed',
        error,
      );
    }
  }

  async discard(path: string): Promise<void> {
    await rm(path, { force: true });
  }
}
