import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts?(x)'],
    setupFiles: ['./src/testing/setup.ts'],
    // A page test renders a list with a dialog; on a shared two-core machine that can pass 5 s.
    testTimeout: 15_000,
  },
});
