import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts?(x)'],
    // Page tests render whole forms in jsdom; on a busy shared machine one can pass the 5 s default.
    testTimeout: 15_000,
  },
});
