import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ChunkLike } from './bundle-graph.ts';
import { offlineFiles, onlineOnlyRoutes } from './vite-offline-files.ts';

const chunk = (fileName: string, extra: Partial<ChunkLike> = {}): [string, ChunkLike] => [
  fileName,
  { type: 'chunk', fileName, ...extra },
];

describe('offline files', () => {
  it('reads the online-only pages from the real route table', () => {
    const table = readFileSync(new URL('../src/app/route-table.ts', import.meta.url), 'utf8');
    const onlineOnly = onlineOnlyRoutes(table);
    expect(onlineOnly).toContain('premium-success');
    expect(onlineOnly).toContain('auth-callback');
    expect(onlineOnly).not.toContain('home');
    expect(onlineOnly).not.toContain('not-found');
  });

  it('refuses a route table it cannot fully read', () => {
    expect(() =>
      onlineOnlyRoutes(`{ path: '/', load: () => import('./routes/home'), offline: true },
        { path: '/x', offline: false, load: () => import('./routes/x') },`),
    ).toThrow(/read 1 of 2 routes/);
  });

  it('lists what the app can load, minus the shell and what only online-only pages load', () => {
    const bundle = Object.fromEntries([
      chunk('assets/index.js', {
        isEntry: true,
        imports: ['assets/react.js'],
        dynamicImports: ['assets/home.js', 'assets/premium-success.js', 'assets/engine.js'],
        viteMetadata: { importedCss: new Set(['assets/index.css']) },
      }),
      chunk('assets/react.js'),
      chunk('assets/home.js', {
        facadeModuleId: '/repo/src/app/routes/home.tsx',
        imports: ['assets/shared.js'],
        dynamicImports: ['assets/dialog.js'],
      }),
      chunk('assets/premium-success.js', {
        facadeModuleId: '/repo/src/app/routes/premium-success.tsx',
        imports: ['assets/shared.js', 'assets/stripe-only.js'],
      }),
      chunk('assets/shared.js'),
      chunk('assets/stripe-only.js'),
      chunk('assets/dialog.js', { viteMetadata: { importedCss: new Set(['assets/dialog.css']) } }),
      chunk('assets/engine.js'),
      ['assets/index.css', { type: 'asset', fileName: 'assets/index.css' }],
    ]);
    expect(offlineFiles(bundle, new Set(['premium-success']))).toEqual([
      '/assets/dialog.css',
      '/assets/dialog.js',
      '/assets/engine.js',
      '/assets/home.js',
      '/assets/shared.js',
    ]);
  });
});
