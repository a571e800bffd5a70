import type { ConformanceSuite } from './suite.ts';

/**
 * storage-js: its runtime tests against /storage/v1, with the suite's seed (users, buckets, RLS
 * policies on storage.objects and storage.buckets), signed with the CLI's secret so the service-role
 * key the tests hard-code verifies. The vector/analytics `*.spec.ts` files run on their own mock
 * server (USE_MOCK_SERVER unset), and the Body Payload / query-string tests mock fetch: they send
 * nothing to the gateway and so never count as server-dependent. The suite's config.toml turns
 * image transformations on; supabase/local has none (answered as the storage server does with
 * them off), so the three tests that fetch `/render/image/…` fail by design.
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
