import { defineConfig } from '@playwright/test';

const BASE_URL = `http://127.0.0.1:${process.env.E2E_APP_PORT ?? 4173}`;

/** Debian's chromium (see reference/toolchain-web.md): no Playwright browser download. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // A phone-sized window; the layout is built phone first.
    viewport: { width: 390, height: 844 },
    isMobile: false,
    permissions: ['camera', 'microphone'],
    trace: 'retain-on-failure',
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
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
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
