import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each round trip seeds a database (PGlite's initdb, the migrations, argon2) before it backs it up: seconds on a
    // loaded machine.
    hookTimeout: 120_000,
    testTimeout: 120_000,
  },
});
