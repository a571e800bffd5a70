import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../db/pglite.ts';
import { migrate } from '../db/migrate.ts';

async function sqlFingerprint(dirs: string[], files: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.sql'))
      .sort();
    for (const name of names) hash.update(name).update(await readFile(join(dir, name)));
  }
  for (const file of files) hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Copies a directory tree, every file at once. fs.cp copies one file after another, checking each
 * first: 2.2 s for the template's 1,252 files (42 MB), against 0.25 s this way.
 */
export async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? copyTree(join(from, entry.name), join(to, entry.name))
        : copyFile(join(from, entry.name), join(to, entry.name)),
    ),
  );
}

/**
 * A migrated PGlite data dir copied from a cached template, so each test stack starts in well
 * under a second instead of running initdb and every migration again.
 */
export async function freshPgliteDataDir(supabaseDir: string): Promise<string> {
  const bootstrapDir = fileURLToPath(new URL('../db/bootstrap/', import.meta.url));
  const migrations = join(supabaseDir, 'migrations');
  const seed = join(supabaseDir, 'seed.sql');
  const fingerprint = await sqlFingerprint([bootstrapDir, migrations], [seed]);
  const template = join(tmpdir(), `laughloop-pglite-template-${fingerprint}`);
  const ready = await stat(join(template, 'db', 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (!ready) {
    const building = await mkdtemp(join(tmpdir(), 'laughloop-pglite-build-'));
    const db = await openPglite(join(building, 'db'));
    await migrate(db, migrations, seed);
    await db.close();
    await rename(building, template).catch(async () =>
      rm(building, { recursive: true, force: true }),
    );
  }
  const target = await mkdtemp(join(tmpdir(), 'laughloop-stack-'));
  await copyTree(join(template, 'db'), join(target, 'db'));
  return target;
}
