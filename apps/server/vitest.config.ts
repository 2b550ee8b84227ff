import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that replace a module with vi.mock. They run in a project of their own with a fresh module
 * registry per file (vitest.isolated.config.ts); every other file shares its worker's loaded modules (decision 137).
 */
export const MOCKING_FILES = [
  'src/routes/promotion/promotion.test.ts',
  'src/routes/spec-conformance.test.ts',
  'src/services/order-number.test.ts',
];

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...MOCKING_FILES],
    // Each file builds its own app on its own database (test/helper.ts), so the modules themselves can be
    // loaded once per worker rather than once per file: importing the app was half of the step's time (decision 137).
    isolate: false,
    // One migrated database per run, copied by each file (decision 110).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
