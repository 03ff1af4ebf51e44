import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // One worker runs file after file in one module graph: the app's modules are imported once, not once per file
    // (a second each), and the file after reuses the PGlite instance the one before emptied (testing/test-database).
    // Nothing in these files mocks a module; each test builds its own app over its own emptied database.
    isolate: false,
    // PGlite's initdb takes seconds on a loaded machine (stack-spike G8).
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
