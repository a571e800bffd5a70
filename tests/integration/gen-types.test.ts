import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

interface Generated {
  types: string;
  serverRules: string;
  typesFile: string;
  serverRulesFile: string;
}

/**
 * scripts/gen-types.ts's generateFiles(), run in a child process: @supabase/postgres-meta sets
 * node-postgres' global type parsers when it is imported (timestamps as strings), and in this
 * worker's shared module graph (isolate: false) that reached every later file's stacks. The child
 * takes a free port for its Postgres: the run's cluster may hold THROWAWAY_PG_PORT.
 */
async function generateInChild(): Promise<Generated> {
  const { THROWAWAY_PG_PORT: _heldByTheRunsCluster, ...env } = process.env;
  const script = `const m = await import('./scripts/gen-types.ts');
const f = await m.generateFiles();
process.stdout.write(JSON.stringify({ ...f, typesFile: m.TYPES_FILE, serverRulesFile: m.SERVER_RULES_FILE }));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { env, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Generated;
}

describe('the files npm run gen:types generates from supabase/migrations', () => {
  let generated: Generated;
  beforeAll(async () => {
    generated = await generateInChild();
  });

  it('src/lib/database.types.ts is current (run npm run gen:types after changing a migration)', async () => {
    const committed = await readFile(generated.typesFile, 'utf8');
    // A plain equality check: on failure vitest prints the diff, i.e. what the migrations changed.
    expect(committed, 'src/lib/database.types.ts is stale: run npm run gen:types').toBe(
      generated.types,
    );
  });

  it('src/lib/server-rules.ts is current: the app shows the server’s rules, never a copy', async () => {
    const committed = await readFile(generated.serverRulesFile, 'utf8');
    expect(committed, 'src/lib/server-rules.ts is stale: run npm run gen:types').toBe(
      generated.serverRules,
    );
  });
});
