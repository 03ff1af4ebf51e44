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
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A page loads about ten files instead of forty: each request costs a round trip on a phone's connection
            // (six at a time over HTTP/1.1), and the small ones cost more in round trips than in bytes.
            codeSplitting: {
              groups: [
                // What every page runs (React, the router, the query cache, the API client's fetch): one file that
                // stays cached from one deploy to the next while the versions do not change.
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|openapi-fetch|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                // The libs' modules that many routes share; the rest stay with the routes that use them.
                { name: 'common', test: /[\\/]libs[\\/]/, minShareCount: 4, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    reactRouter(),
    fastifyReactRouterDev({ entry: './server.ts' }),
    buildVersionFile(),
    // Brotli and gzip copies of the client assets, served in their place by server.ts (preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json|txt|xml)$/, threshold: 1024 }),
  ],
});
