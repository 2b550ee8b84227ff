// Real Chromium from Debian (/usr/bin/chromium) at a phone viewport, against the real server on
// a fresh embedded database. `npx playwright install` is never needed.
import { defineConfig } from '@playwright/test';
import { E2E_BASE_PORT, E2E_PORT } from './support/env';

// Each worker has a server and database of its own (support/env.ts): E2E_WORKERS of them, two by default.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './specs',
  // One folder per port, so runs on different ports can share the machine.
  outputDir: process.env.E2E_PORT ? `./test-results-${process.env.E2E_PORT}` : './test-results',
  // A spec file runs in one worker from top to bottom; files run side by side, each on its worker's server.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores (decision 137): a test that passes in 15 s alone can need twice that while the
  // other worker's server closes a business day. A limit only bounds how long a failing test takes; a passing
  // test is not slowed by it.
  timeout: 60_000,
  // Assertions wait for a state; on a loaded 2-core CI machine a lazily loaded console section can
  // take longer than the default 5 s to show it.
  expect: { timeout: 30_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : 'list',
  use: {
    // This worker's own server: a worker sets TEST_PARALLEL_INDEX before it loads this file (support/env.ts).
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
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: `E2E_PORT=${E2E_BASE_PORT + i} bash support/start-server.sh`,
    url: `http://127.0.0.1:${E2E_BASE_PORT + i}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
