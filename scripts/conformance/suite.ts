/**
 * What the conformance runner needs to know about one client test suite of the supabase-js
 * monorepo. Each suite lives in its own file (postgrest.ts, storage.ts) and exports one of these.
 */
export interface ConformanceSuite {
  /** The name used by `--suite`. */
  name: string;
  /** The package inside the supabase-js checkout, e.g. `packages/core/postgrest-js`. */
  packageDir: string;
  /** The suite's Supabase project (config.toml, migrations, seed.sql), relative to packageDir. */
  supabaseDir: string;
  /** Jest `testMatch` globs, relative to packageDir: the runtime tests (never `*.test-d.ts`). */
  testMatch: string[];
  /**
   * The suite's own jest testSequencer (relative to packageDir), when its jest.config names one:
   * test files share one database, so their order matters (postgrest-js sorts them by path).
   */
  sequencer: string | null;
  /** Jest `testPathIgnorePatterns`: tests that need something other than supabase/local. */
  ignore: string[];
  /**
   * The origins the tests hard-code (`http://localhost:54321`). Requests to them go to the gateway
   * under test, whatever port it really has; a test that sends one is server-dependent.
   */
  origins: string[];
  /**
   * The API key a request carries when the test sends none. The CLI's Kong lets a keyless request
   * through to PostgREST and Storage; supabase/local, like hosted, wants a key (the anon one is what
   * `supabase start` hands a client).
   */
  defaultApiKey: 'anon' | 'service_role' | null;
  /** npm packages (name@range) the tests import besides jest, ts-jest, typescript and tslib. */
  packages: string[];
  /** Environment for the jest run (e.g. keep mock-server suites on their mock). */
  env: Record<string, string>;
  /**
   * Rewrites of the suite's migrations/seed that the engines here need (an extension neither
   * PGlite nor the Postgres 15 here ships). Each says why; the runner prints the ones it applied.
   */
  schemaAdaptations: SchemaAdaptation[];
}

export interface SchemaAdaptation {
  /** Printed when applied. */
  why: string;
  /** A file under supabaseDir (`migrations/….sql`, `seed.sql`). */
  file: string;
  /** Applied only when the engine lacks this extension. */
  unlessExtension?: string;
  replace: [RegExp, string][];
}
