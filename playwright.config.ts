import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const BASE_URL = `http://127.0.0.1:${process.env.E2E_APP_PORT ?? 4173}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Runs on other ports (parallel local checks) keep their own artifacts: each run empties its dir.
  outputDir: process.env.E2E_APP_PORT ? `test-results-${process.env.E2E_APP_PORT}` : 'test-results',
  forbidOnly: !!process.env.CI,
  // One retry on CI only, as a safety net: the list reporter names every test that needed it as
  // flaky, and `npm test` lists them again after the suite (tests/README.md: a flaky test is
  // fixed, not re-timed).
  retries: process.env.CI ? 1 : 0,
  // Two workers, CI included. Stop 28's CI lost journeys to timeouts with two, when every test
  // paid a first visit's offline warm-up (18-25 s each); 238 tests are now 57 journeys, the
  // warm-ups a handful, and three clean-clone runs with two workers needed no retry. Specs that
  // share global state (the home banner shows one challenge) keep it within one serial file.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds `npm run test:timings` and the slowest-tests list `npm test` prints.
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    // A phone-sized window; the layout is built phone first.
    viewport: { width: 390, height: 844 },
    isMobile: false,
    permissions: ['camera', 'microphone'],
    // A trace of the retry of a failed test: recording every test's trace cost 15-25 % of the run.
    trace: 'on-first-retry',
    // The first-visit offers (welcome, free Premium) would cover the pages other specs drive;
    // tests/e2e/accounts-offers.spec.ts starts from an empty storage to test them.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: BASE_URL,
          localStorage: [
            { name: 'welcome-seen', value: 'true' },
            { name: 'free-premium-seen', value: 'true' },
          ],
        },
      ],
    },
    // Debian's chromium (reference/toolchain-web.md): no Playwright browser download.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx scripts/e2e-stack.ts',
    url: BASE_URL,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
