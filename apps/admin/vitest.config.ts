import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    // Browser code runs in jsdom; server tests opt into node with a `@vitest-environment node` docblock.
    environment: 'jsdom',
    include: ['src/**/*.test.ts?(x)', 'server/**/*.test.ts'],
    // The admin libs' page-test waits (5 s a findBy, 15 s a test): the routes here load their pages
    // lazily, and on a busy CI machine that alone took longer than testing-library's default second.
    setupFiles: [fileURLToPath(new URL('../../libs/admin/testing/src/page-test-setup.ts', import.meta.url))],
    testTimeout: 15_000,
  },
});
