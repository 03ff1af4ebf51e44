import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  define: { __BUILD_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.ts?(x)', 'server.test.ts', 'server/**/*.test.ts'],
  },
});
