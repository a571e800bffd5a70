import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFor } from './function-settings.ts';
import { locateFunction } from './locate.ts';

const defaults = settingsFor({}, 'any', '/');

describe('locating a function', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'locate-'));
    for (const name of ['plain', 'own-map', '_shared']) await mkdir(join(dir, name));
    await writeFile(join(dir, 'plain', 'index.ts'), 'Deno.serve(() => new Response())');
    await writeFile(join(dir, 'own-map', 'index.ts'), 'Deno.serve(() => new Response())');
    await writeFile(join(dir, 'own-map', 'import_map.json'), '{"imports":{}}');
    await writeFile(join(dir, '_shared', 'index.ts'), 'export {}');
    await writeFile(join(dir, 'deno.json'), '{"imports":{}}');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('uses the shared deno.json when the function has none', async () => {
    expect(await locateFunction(dir, 'plain', defaults)).toEqual({
      name: 'plain',
      entry: join(dir, 'plain', 'index.ts'),
      dir: join(dir, 'plain'),
      denoConfig: { kind: 'config', path: join(dir, 'deno.json') },
    });
  });

  it('prefers the function’s own import map', async () => {
    const found = await locateFunction(dir, 'own-map', defaults);
    expect(found?.denoConfig).toEqual({
      kind: 'import-map',
      path: join(dir, 'own-map', 'import_map.json'),
    });
  });

  it('finds nothing for shared folders, unknown or disabled functions, or path tricks', async () => {
    expect(await locateFunction(dir, '_shared', defaults)).toBeNull();
    expect(await locateFunction(dir, 'missing', defaults)).toBeNull();
    expect(await locateFunction(dir, '..', defaults)).toBeNull();
    expect(await locateFunction(dir, 'plain', { ...defaults, enabled: false })).toBeNull();
  });

  it('finds the test fixtures with their importMap-forwarding deno.json', async () => {
    const fixtures = resolve('tests/integration/fixtures/functions');
    const echo = await locateFunction(fixtures, 'echo', defaults);
    expect(echo?.denoConfig).toEqual({ kind: 'config', path: join(fixtures, 'deno.json') });
  });
});
