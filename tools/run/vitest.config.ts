import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The run command fills the demo catalogue (with images) into a fresh PGlite and starts three servers.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
