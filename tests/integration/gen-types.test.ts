import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  generateFiles,
  SERVER_RULES_FILE,
  TYPES_FILE,
  type GeneratedFiles,
} from '../../scripts/gen-types.ts';

describe('the files npm run gen:types generates from supabase/migrations', () => {
  let generated: GeneratedFiles;
  beforeAll(async () => {
    generated = await generateFiles();
  });

  it('src/lib/database.types.ts is current (run npm run gen:types after changing a migration)', async () => {
    const committed = await readFile(TYPES_FILE, 'utf8');
    // A plain equality check: on failure vitest prints the diff, i.e. what the migrations changed.
    expect(committed, 'src/lib/database.types.ts is stale: run npm run gen:types').toBe(
      generated.types,
    );
  });

  it('src/lib/server-rules.ts is current: the app shows the server’s rules, never a copy', async () => {
    const committed = await readFile(SERVER_RULES_FILE, 'utf8');
    expect(committed, 'src/lib/server-rules.ts is stale: run npm run gen:types').toBe(
      generated.serverRules,
    );
  });
});
