import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'console',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // antd renders a lot of DOM; a loaded CI machine needs more than the default 5 s for a form.
    testTimeout: 20_000,
  },
});
