import { fileURLToPath } from 'node:url';
import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Identifies this build; the client polls /build-version.json and reloads when it differs. */
const buildVersion = process.env['BUILD_VERSION'] ?? new Date().toISOString();

/** Writes /build-version.json into the client build so running tabs can detect a newer deploy. */
function buildVersionFile(): Plugin {
  return {
    name: 'shop:build-version',
    apply: 'build',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: 'build-version.json',
        source: JSON.stringify({ version: buildVersion }),
      });
    },
  };
}

export default defineConfig({
  // Nx evaluates this file from the workspace root; without an explicit root reactRouter() cannot find app/root.tsx.
  root: fileURLToPath(new URL('.', import.meta.url)),
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion) },
  plugins: [
    reactRouter(),
    fastifyReactRouterDev({ entry: './server.ts' }),
    buildVersionFile(),
    // Brotli and gzip copies of the client assets, served in their place by server.ts (preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json|txt|xml)$/, threshold: 1024 }),
  ],
});
