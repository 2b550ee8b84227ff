import path from 'node:path';

/**
 * The first server's port. Each Playwright worker has a server and database of its own on the next ports
 * (playwright.config.ts), so specs in parallel never share a clock, a queue or a borrower.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** This worker's server: TEST_PARALLEL_INDEX is 0 … workers − 1 in a worker, unset in the runner. */
export const E2E_PORT = E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, `../../.data-e2e-${E2E_PORT}`);
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');
