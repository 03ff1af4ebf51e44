import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite's initdb and the migrations take seconds on a loaded machine.
    hookTimeout: 120_000,
    testTimeout: 120_000,
  },
});
