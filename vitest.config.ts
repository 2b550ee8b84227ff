import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'apps/console', 'apps/host'],
    // Measured by `npm test` in its PGlite run (`vitest run --coverage`); decision 044.
    coverage: {
      provider: 'v8',
      include: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/server/src/db/migrations/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: '.gate/coverage',
      // The floor only rises: raise it to just below the printed figures when they rise, never lower
      // it to let a change through. First measured 2026-11-22: 64.16 / 53.95 / 53.01 / 65.86 % (decision 044).
      thresholds: { statements: 63, branches: 52, functions: 52, lines: 64 },
    },
  },
});
