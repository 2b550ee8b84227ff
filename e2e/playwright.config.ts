// Real Chromium from Debian (/usr/bin/chromium) at a phone viewport, against the real server on
// a fresh embedded database. `npx playwright install` is never needed.
import { defineConfig } from '@playwright/test';
import { E2E_PORT } from './support/env';

export default defineConfig({
  testDir: './specs',
  // One folder per port, so runs on different ports can share the machine.
  outputDir: process.env.E2E_PORT ? `./test-results-${process.env.E2E_PORT}` : './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Assertions wait for a state; on a loaded 2-core CI machine a lazily loaded console section can
  // take longer than the default 5 s to show it. A passing test is not slowed by this.
  expect: { timeout: 15_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'bash support/start-server.sh',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
