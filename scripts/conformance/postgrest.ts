import type { ConformanceSuite } from './suite.ts';

/** postgrest-js: its runtime tests against /rest/v1, with the suite's own schema and seed. */
export const postgrestSuite: ConformanceSuite = {
  name: 'postgrest',
  packageDir: 'packages/core/postgrest-js',
  supabaseDir: 'test/supabase',
  testMatch: ['<rootDir>/test/*.test.ts'],
  sequencer: 'test/testSequencer.js',
  // v12/ runs against a separate PostgREST v12 container (docker-compose, port 3012).
  ignore: ['/test/v12/'],
  origins: ['http://localhost:54321', 'http://127.0.0.1:54321'],
  defaultApiKey: 'anon',
  packages: ['zod@^3.25.76', 'type-fest@^4.32.0'],
  env: {},
  schemaAdaptations: [
    {
      why: 'PostGIS is not available here: public.shops.shop_geom becomes text (the geojson test cannot pass)',
      file: 'migrations/00000000000000_schema.sql',
      unlessExtension: 'postgis',
      replace: [
        [/create extension if not exists postgis[^;]*;/i, '-- (conformance) postgis unavailable'],
        [/extensions\.geometry\(POINT, 4326\)/g, 'text'],
      ],
    },
  ],
};
