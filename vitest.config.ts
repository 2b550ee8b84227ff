import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/client-kit',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.isolated.config.ts',
      'apps/web',
      'apps/console',
      'apps/host',
    ],
    // Measured by `npm test` in its PGlite run (`vitest run --coverage`); decision 044.
    coverage: {
      provider: 'v8',
      include: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/server/src/db/migrations/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: '.gate/coverage',
      // The floor only rises: raise it to just below the printed figures when they rise, never lower
      // it to let a change through. First measured 2026-11-22: 64.16 / 53.95 / 53.01 / 65.86 % (decision 044);
      // 2026-11-23: 66.89 / 55.99 / 56.64 / 68.23 % once every console API call was exercised;
      // 2026-11-26: 67.49 / 56.26 / 57.06 / 68.85 % (floor kept about a point below, as time-of-day paths vary).
      thresholds: { statements: 66, branches: 55, functions: 56, lines: 67 },
    },
  },
});
