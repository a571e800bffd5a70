// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Features never import each other: only src/app composes them (design.md §2). */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
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
    files: ['scripts/**', 'supabase/local/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
