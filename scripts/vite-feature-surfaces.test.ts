import { describe, expect, it } from 'vitest';
import { parseSurface, resolveSurfaceImports } from './vite-feature-surfaces.ts';

const index = `/** The x feature's surface. */
export { Page, usePage } from './components/page';
export { default as Dialog } from './components/dialog';
export type { Row } from './model/row';
export { loadPanel } from './lazy';
`;
const surfaces = { x: parseSurface('x', index, 'index.ts') };
const resolve = (code: string) =>
  resolveSurfaceImports(code, 'file.tsx', (name) => {
    const surface = surfaces[name as 'x'];
    if (!surface) throw new Error(`no surface ${name}`);
    return surface;
  });

describe('feature surfaces', () => {
  it('import each name from the module that defines it', () => {
    const code = `import { Page, type Row, Dialog as D, loadPanel } from '@/features/x';\nPage;\n`;
    expect(resolve(code)).toBe(
      "import { Page } from '@/features/x/components/page'; " +
        "import { type Row } from '@/features/x/model/row'; " +
        "import { default as D } from '@/features/x/components/dialog'; " +
        "import { loadPanel } from '@/features/x/lazy';\nPage;\n",
    );
  });

  it('keep the line count of a multi-line import', () => {
    const code = `import {\n  Page,\n  usePage,\n} from '@/features/x';\nlater();\n`;
    const resolved = resolve(code)!;
    expect(resolved.split('\n')).toHaveLength(code.split('\n').length);
    expect(resolved).toContain("import { Page, usePage } from '@/features/x/components/page';");
  });

  it('resolve re-exports the same way', () => {
    expect(resolve(`export { Page as Component } from '@/features/x';`)).toBe(
      "export { Page as Component } from '@/features/x/components/page';",
    );
  });

  it('keep `import type` statements type-only', () => {
    expect(resolve(`import type { Row } from '@/features/x';`)).toBe(
      "import type { Row } from '@/features/x/model/row';",
    );
  });

  it('leave code that names no feature index alone', () => {
    expect(resolve(`import { a } from '@/features/x/model/row';`)).toBeNull();
  });

  it('refuse a name the index does not export', () => {
    expect(() => resolve(`import { Hidden } from '@/features/x';`)).toThrow(
      '@/features/x does not export Hidden',
    );
  });

  it('refuse a whole-index import (dynamic, namespace, mocked)', () => {
    expect(() => resolve(`const m = import('@/features/x');`)).toThrow('other than as');
    expect(() => resolve(`import * as X from '@/features/x';`)).toThrow('other than as');
    expect(() => resolve(`vi.mock('@/features/x');`)).toThrow('other than as');
  });

  it('refuse an index that holds code of its own', () => {
    expect(() => parseSurface('x', `export const a = 1;`, 'index.ts')).toThrow(
      'an index may only re-export',
    );
  });
});
