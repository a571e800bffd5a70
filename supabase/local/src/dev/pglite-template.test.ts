import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyTree } from './pglite-template.ts';

let scratch: string | undefined;
afterEach(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('copyTree', () => {
  it('copies every file of every folder, byte for byte, and leaves the source alone', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'copy-tree-'));
    const from = join(scratch, 'from');
    await mkdir(join(from, 'base', '1'), { recursive: true });
    await mkdir(join(from, 'empty'));
    await writeFile(join(from, 'PG_VERSION'), '17\n');
    await writeFile(join(from, 'base', '1', 'page'), Buffer.from([0, 1, 2, 255]));

    await copyTree(from, join(scratch, 'to'));

    const to = join(scratch, 'to');
    expect((await readdir(to)).sort()).toEqual(['PG_VERSION', 'base', 'empty']);
    expect(await readFile(join(to, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect([...(await readFile(join(to, 'base', '1', 'page')))]).toEqual([0, 1, 2, 255]);
    expect(await readdir(join(to, 'empty'))).toEqual([]);
    await writeFile(join(to, 'PG_VERSION'), 'changed');
    expect(await readFile(join(from, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });
});
