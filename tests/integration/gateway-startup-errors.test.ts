import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgliteDataDir } from '../../supabase/local/src/dev/pglite-template.ts';

/** `npm run local` as a user runs it: its exit code and what it printed. */
function runLocal(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/src/main.ts'], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`supabase/local did not stop by itself:\n${output}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('supabase/local refuses to start, saying why and exiting non-zero', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'laughloop-startup-'));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('a data dir that cannot be used', async () => {
    const file = join(scratch, 'not-a-dir');
    await writeFile(file, 'a file where the data dir should be');
    const { code, output } = await runLocal({ SUPABASE_LOCAL_DATA_DIR: file });
    expect(code).toBe(1);
    expect(output).toContain(
      `supabase/local: The data directory ${file} cannot be read or written`,
    );
  });

  it('a DATABASE_URL it cannot reach, with the password hidden', async () => {
    const { code, output } = await runLocal({
      SUPABASE_LOCAL_DATA_DIR: join(scratch, 'data-url'),
      DATABASE_URL: 'postgres://someone:s3cret@127.0.0.1:1/nowhere',
    });
    expect(code).toBe(1);
    expect(output).toContain('supabase/local: Cannot connect to DATABASE_URL (postgres://someone:');
    expect(output).not.toContain('s3cret');
  });

  it('a failing migration, naming the file and the SQL error', async () => {
    const supabaseDir = join(scratch, 'broken-project');
    await mkdir(join(supabaseDir, 'migrations'), { recursive: true });
    await writeFile(
      join(supabaseDir, 'migrations', '20990101000000_broken.sql'),
      'create table broken_thing (id int primary key,);\n',
    );
    await writeFile(join(supabaseDir, 'seed.sql'), '');
    // A migrated data dir (no initdb to wait for): the project's one new migration is the broken one.
    const dataDir = await freshPgliteDataDir('supabase');
    const { code, output } = await runLocal({
      SUPABASE_LOCAL_DATA_DIR: dataDir,
      SUPABASE_DIR: supabaseDir,
    }).finally(() => rm(dataDir, { recursive: true, force: true }));
    expect(code).toBe(1);
    expect(output).toContain('supabase/local: Migration failed:');
    expect(output).toContain('20990101000000_broken.sql');
    expect(output).toMatch(/syntax error at or near "\)"/);
  });

  it('a [storage] file_size_limit the CLI would not read', async () => {
    const supabaseDir = join(scratch, 'bad-storage-config');
    await mkdir(supabaseDir, { recursive: true });
    await writeFile(join(supabaseDir, 'config.toml'), '[storage]\nfile_size_limit = "lots"\n');
    const { code, output } = await runLocal({
      SUPABASE_LOCAL_DATA_DIR: join(scratch, 'data-storage'),
      SUPABASE_DIR: supabaseDir,
    });
    expect(code).toBe(1);
    expect(output).toContain("supabase/local: [storage] file_size_limit: invalid size: 'lots'");
  });

  describe('a port that is taken', () => {
    let blocker: Server;
    let port: number;
    beforeAll(async () => {
      blocker = createServer();
      port = await new Promise<number>((resolve) =>
        blocker.listen(0, '127.0.0.1', () => {
          const address = blocker.address();
          resolve(typeof address === 'object' && address ? address.port : 0);
        }),
      );
    });
    afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

    it('names the port', async () => {
      // A migrated data dir, so the run reaches the point where it listens without the wait.
      const dataDir = await freshPgliteDataDir('supabase');
      try {
        const { code, output } = await runLocal({
          SUPABASE_LOCAL_DATA_DIR: dataDir,
          SUPABASE_LOCAL_PORT: String(port),
        });
        expect(code).toBe(1);
        expect(output).toContain(`supabase/local: Port ${port} on 127.0.0.1 is already in use.`);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
});
