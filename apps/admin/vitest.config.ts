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
  },
});
