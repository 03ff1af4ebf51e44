import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The run command starts three servers and a fresh PGlite.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
