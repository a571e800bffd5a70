// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Feature surfaces (issue 40 §3): from outside a feature only its index.ts may be imported, and
 * from the service worker only its worker.ts.
 */
const FEATURE_PATH = `(?:@/|(?:\\.\\./)+(?:src/)?)features/[^/]+`;
const SURFACE_MESSAGE =
  "Import a feature through its index ('@/features/<name>'; the service worker: '@/features/<name>/worker'). Its other files are internal.";
/** Outside a feature: nothing below its folder (so neither lazy.ts nor worker.ts). */
const featureInternals = { regex: `^${FEATURE_PATH}/`, message: SURFACE_MESSAGE };
/** The service worker's tests also compose the pages' side (start-outbox), so index or worker. */
const featureInternalsButWorker = {
  regex: `^${FEATURE_PATH}/(?!worker$)`,
  message: SURFACE_MESSAGE,
};
/** The service worker itself: worker.ts only. */
const featureExceptWorker = {
  regex: `^${FEATURE_PATH}(?:$|/(?!worker$))`,
  message: SURFACE_MESSAGE,
};
/** Pages, features and shared code never import the service worker's modules. */
const noWorkerModules = {
  regex: '^(?:@/|(?:\\.\\./)+)sw(?:/|$)',
  message:
    'src/sw is the service worker build; what pages and the worker share lives in src/lib (src/lib/worker for their protocols).',
};

/** Features never import each other: only src/app composes them (design.md §2). */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: ['', '/worker', '/lazy'].map((entry) => ({
          name: `@/features/${feature}${entry}`,
          message:
            'Inside a feature, import its modules directly: its index is for other places (and importing it back makes cycles).',
        })),
        patterns: [
          noWorkerModules,
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
            message: 'Features never import each other; compose them in src/app.',
          },
          { group: ['@/app', '@/app/**'], message: 'Features must not import from src/app.' },
          {
            group: ['../../*/**', '!../../' + feature + '/**'],
            message: 'No relative imports across features.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-e2e-*/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'supabase/functions/**',
      'bench-results/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // No import cycles in the app (issue 40 §3): a cycle makes load order decide what is defined.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '@/app/**'],
              message: 'Shared code must not depend on features or the app.',
            },
            noWorkerModules,
          ],
        },
      ],
    },
  },
  // src/domain (issue 40 §3): concepts that span features (payouts, the upload payload, outbox
  // kinds). A domain builds on src/lib and src/components only, never on features, the app, the
  // service worker or another domain. Self-contained so it merges apart from the zones above.
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features',
                '@/features/**',
                '@/app',
                '@/app/**',
                '@/sw',
                '@/sw/**',
                '@/sw.ts',
              ],
              message: 'A domain builds on src/lib and src/components only.',
            },
            {
              group: ['@/domain/**', '../**'],
              message: 'A domain imports its own files relatively, and no other domain.',
            },
          ],
        },
      ],
    },
  },
  // Everyone else reaches a domain through its index (`@/domain/payouts`), never a file inside it.
  // no-restricted-syntax, not no-restricted-imports, so the zones above keep their own patterns.
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['src/domain/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'ImportDeclaration',
          'ExportNamedDeclaration',
          'ExportAllDeclaration',
          'ImportExpression',
        ].map((node) => ({
          // esquery regexes cannot hold a '/', hence \x2F.
          selector: `${node}[source.value=/^@\\x2Fdomain\\x2F[^\\x2F]+\\x2F/]`,
          message: 'Import a domain through its index: @/domain/<name>.',
        })),
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx', 'src/testing/**/*.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [featureInternals, noWorkerModules] }],
    },
  },
  {
    // The service worker: no DOM, no React, no page (design.md §4); features through worker.ts.
    files: ['src/sw/**/*.ts', 'src/sw.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'zustand'].map((name) => ({
            name,
            message: 'The service worker has no page to render.',
          })),
          patterns: [
            featureExceptWorker,
            {
              group: ['@/app/**', '@/components/**'],
              message:
                'The service worker may use src/lib and features’ worker.ts, not the page’s code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/sw/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [featureInternalsButWorker] }],
    },
  },
  {
    files: ['scripts/**', 'supabase/local/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
