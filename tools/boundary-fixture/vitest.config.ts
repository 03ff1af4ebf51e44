import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // ESLint builds the Nx project graph on first use.
    testTimeout: 60_000,
  },
});
