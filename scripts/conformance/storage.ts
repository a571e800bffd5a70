import type { ConformanceSuite } from './suite.ts';

/**
 * storage-js: its runtime tests against /storage/v1, with the suite's seed (users, buckets).
 * The vector/analytics `*.spec.ts` files run on their own mock server (USE_MOCK_SERVER unset):
 * they send nothing to the gateway and so never count as server-dependent.
 */
export const storageSuite: ConformanceSuite = {
  name: 'storage',
  packageDir: 'packages/core/storage-js',
  supabaseDir: 'test/supabase',
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.spec.ts'],
  sequencer: null,
  ignore: [],
  origins: ['http://localhost:54321', 'http://127.0.0.1:54321'],
  // The tests pass the CLI's service-role key themselves.
  defaultApiKey: null,
  packages: ['iceberg-js@^0.8.1'],
  env: {},
  schemaAdaptations: [],
};
