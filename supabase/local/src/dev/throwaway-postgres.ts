import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

function asPostgres(args: string[]) {
  const runAsRoot = process.getuid?.() === 0;
  const [cmd, ...rest] = runAsRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  execFileSync(cmd!, rest, { stdio: 'pipe' });
}

/**
 * A fresh PostgreSQL 15 cluster on a free port (or `options.port`, else THROWAWAY_PG_PORT when
 * set: a machine where each person keeps to their own ports) with trust auth and fsync off
 * (about 1 s), for tests and benchmarks that need real concurrency. stop() removes it.
 */
export async function startThrowawayPostgres(
  options: { port?: number } = {},
): Promise<ThrowawayPostgres> {
  const fixed = Number(process.env.THROWAWAY_PG_PORT);
  const port = options.port ?? (fixed > 0 ? fixed : await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'laughloop-pg-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  asPostgres([
    `${PGBIN}/initdb`,
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  asPostgres([
    `${PGBIN}/pg_ctl`,
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres([`${PGBIN}/pg_ctl`, '-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
