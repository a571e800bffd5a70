import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
const MODULE_MOCK = /\bvi\.(mock|doMock)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/**
 * Test files under `dir` that replace modules (vi.mock / vi.doMock). They run isolated, each in a
 * fresh module graph: in a shared one, a module another file imported first would come back
 * unmocked. The rest share one graph per worker, which skips setting up a DOM and re-importing
 * React for each of ~190 files (vitest.config.ts).
 */
export function filesWithModuleMocks(dir: string): string[] {
  return testFiles(dir).filter((file) => MODULE_MOCK.test(readFileSync(file, 'utf8')));
}
