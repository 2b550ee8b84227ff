import { defineConfig } from 'vitest/config';
import base, { MOCKING_FILES } from './vitest.config';

// The files that mock a module, each in a fresh module registry so a mock never reaches another file (decision 137).
export default defineConfig({
  test: { ...base.test, name: 'server-isolated', include: MOCKING_FILES, exclude: [], isolate: true },
});
