import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateDatabaseTypes, TYPES_FILE } from '../../scripts/gen-types.ts';

describe('src/lib/database.types.ts', () => {
  it('is what npm run gen:types generates from supabase/migrations (run it after changing one)', async () => {
    const committed = await readFile(TYPES_FILE, 'utf8');
    const generated = await generateDatabaseTypes();
    // A plain equality check: on failure vitest prints the diff, i.e. what the migrations changed.
    expect(committed, 'src/lib/database.types.ts is stale: run npm run gen:types').toBe(generated);
  });
});
