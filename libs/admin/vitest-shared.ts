import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The vitest settings of every admin lib (imported by a relative path from each lib's `vitest.config.ts`):
 * jsdom, the `*.test.ts(x)` files beside the code, and for page tests, which render whole forms and
 * lists, waits that hold on a busy shared two-core machine (15 s a test, 5 s a `findBy`).
 */
export function adminVitestConfig(configUrl: string, { pageTests = false }: { pageTests?: boolean } = {}) {
  return defineConfig({
    root: fileURLToPath(new URL('.', configUrl)),
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.ts?(x)'],
      ...(pageTests
        ? {
            setupFiles: [fileURLToPath(new URL('./testing/src/page-test-setup.ts', import.meta.url))],
            testTimeout: 15_000,
          }
        : {}),
    },
  });
}
