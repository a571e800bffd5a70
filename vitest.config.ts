import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { hostedTarget, LOCAL_ONLY_FILES } from './tests/integration/support/hosted.ts';
import { filesWithModuleMocks } from './tests/setup/module-mocks.ts';
import { featureSurfaces } from './scripts/vite-feature-surfaces.ts';

type ProjectConfig = NonNullable<TestProjectInlineConfiguration['test']>;

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
/** Imports of a feature's index resolve as in the build (scripts/vite-feature-surfaces.ts). */
const surfaces = featureSurfaces(fileURLToPath(new URL('.', import.meta.url)));
const mockingFiles = filesWithModuleMocks('src');

/** The browser-side unit tests: happy-dom, IndexedDB from fake-indexeddb, two files at a time. */
const unitBase = {
  environment: 'happy-dom',
  setupFiles: ['tests/setup/unit.ts'],
  pool: 'threads',
  maxWorkers: 2,
} satisfies ProjectConfig;

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [surfaces, react()],
        resolve: { alias },
        test: {
          ...unitBase,
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mockingFiles,
          // One module graph and DOM per worker (tests/setup/unit.ts resets the shared state
          // after each file): setting both up again for every file took 85 % of the unit run.
          isolate: false,
        },
      },
      {
        plugins: [surfaces, react()],
        resolve: { alias },
        test: {
          ...unitBase,
          name: 'unit-mocked',
          include: mockingFiles,
        },
      },
      {
        plugins: [surfaces],
        resolve: { alias },
        test: {
          name: 'unit-node',
          environment: 'node',
          pool: 'threads',
          maxWorkers: 2,
          isolate: false,
          include: [
            'supabase/local/**/*.test.ts',
            'supabase/functions/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [surfaces],
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          // Against a hosted project, the suites about supabase/local itself stay out.
          exclude: hostedTarget() ? LOCAL_ONLY_FILES : [],
          // One Postgres 15 cluster for the run; each stack clones its migrated template.
          globalSetup: hostedTarget() ? [] : ['tests/integration/support/postgres-cluster.ts'],
          // Two files at a time: each has its own stack and database, and Postgres works in
          // processes of its own, so the second core is not idle while a file waits on it.
          maxWorkers: 2,
          // One module graph per worker: importing supabase-js, supabase/local and PGlite again
          // for every file took ~100 s summed. Files share no state but what they restore: each
          // starts its own stacks, and the one file that stubs a global unstubs it.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [surfaces],
        resolve: { alias },
        test: {
          name: 'webkit',
          environment: 'node',
          include: ['tests/webkit/**/*.test.ts'],
          // One stack (the e2e run's ports, 4173/24329, and its build) and one browser at a time:
          // the files take turns.
          fileParallelism: false,
          testTimeout: 120_000,
          // The first file may build the app.
          hookTimeout: 300_000,
          // tests/e2e/support/backend.ts reads the stack's keys by app port.
          env: { E2E_APP_PORT: process.env.WEBKIT_APP_PORT ?? '4173' },
        },
      },
    ],
  },
});
