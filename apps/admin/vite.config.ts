import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { RUNTIME_CONFIG_PATH, renderRuntimeConfigScript, runtimeConfigFromEnv } from './src/runtime-config.ts';

/** In `vite` dev mode, answers the runtime config script the production server (server.ts) would serve. */
function runtimeConfigDevPlugin(): Plugin {
  return {
    name: 'shop-admin-runtime-config',
    configureServer(server) {
      server.middlewares.use(RUNTIME_CONFIG_PATH, (_req, res) => {
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        res.end(renderRuntimeConfigScript(runtimeConfigFromEnv(process.env)));
      });
    },
  };
}

export default defineConfig({
  // Nx evaluates this file from the workspace root (stack spike, gotcha G7).
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [
    react(),
    runtimeConfigDevPlugin(),
    // Brotli and gzip copies of the assets, served in their place by server/create-server.ts (preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json|html)$/, threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, read by tools/bench/src/bundle.
    manifest: true,
  },
  server: {
    host: process.env.ADMIN_HOST ?? '127.0.0.1',
    port: Number(process.env.ADMIN_PORT ?? 3200),
    strictPort: true,
  },
});
