import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded one; the networking flags stop it calling hosts this machine
// cannot reach. Video needs Playwright's own ffmpeg, which is not installed: keep it off.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PHONE = { width: 390, height: 844 };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  globalTeardown: './tests/e2e/support/globalTeardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: 'test-results',
  use: {
    // Set by globalSetup, which starts the stack on free ports; workers read it when they load this file.
    baseURL: process.env.E2E_BASE_URL,
    video: 'off',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: '**/phone*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
    {
      // A 390x844 phone (touch, mobile viewport rules) in the same Chromium. Only phone*.spec.ts run here:
      // the main flows at that size, not the whole suite a second time.
      name: 'phone',
      testMatch: '**/phone*.spec.ts',
      use: {
        ...devices['Pixel 7'],
        viewport: PHONE,
        screen: PHONE,
        launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
});
