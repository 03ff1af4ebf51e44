/**
 * Production entry of the admin: serves the Vite build (apps/admin/dist) on ADMIN_HOST:ADMIN_PORT.
 * Start with `NODE_ENV=production npx tsx apps/admin/server.ts` after `npx nx run @shop/admin:build`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAdminServer } from './server/create-server';
import { runtimeConfigFromEnv } from './src/runtime-config';

const distDir = fileURLToPath(new URL('./dist', import.meta.url));
if (!existsSync(distDir)) {
  console.error(`Нет сборки админки в ${distDir}: сначала выполните \`npx nx run @shop/admin:build\`.`);
  process.exit(1);
}

/** The origin of public files named by STORAGE_PUBLIC_BASE_URL when it is another host (the default /storage names none). */
function fileOriginsOf(value: string | undefined): string[] {
  if (!value || !/^https?:\/\//i.test(value.trim())) return [];
  try {
    return [new URL(value.trim()).origin];
  } catch {
    return [];
  }
}

const host = process.env.ADMIN_HOST ?? '127.0.0.1';
const port = Number(process.env.ADMIN_PORT ?? 3200);
const config = runtimeConfigFromEnv(process.env);
const app = await createAdminServer({
  distDir,
  config,
  // Media URLs are paths under /storage on the page's origin; the API behind API_URL (else its public URL) serves them.
  storageUpstream: process.env.API_URL ?? config.apiPublicUrl,
  // The admin's own public origin, as the API's CORS knows it: https there turns on HSTS here.
  publicUrl: process.env.ADMIN_ORIGIN,
  fileOrigins: fileOriginsOf(process.env.STORAGE_PUBLIC_BASE_URL),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host, port });
