import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { RUNTIME_CONFIG_PATH, renderRuntimeConfigScript, type AdminRuntimeConfig } from '../src/runtime-config';

/** Options of {@link createAdminServer}. */
export interface AdminServerOptions {
  /** The Vite build output (apps/admin/dist). */
  distDir: string;
  config: AdminRuntimeConfig;
  /**
   * Origin the server forwards `/storage/*` to (the API, which serves the files): the API answers media
   * URLs as paths under `/storage` (STORAGE_PUBLIC_BASE_URL), which the admin's pages resolve against
   * their own origin, as the storefront's do. Unset, nothing is forwarded.
   */
  storageUpstream?: string;
  /**
   * The admin's public origin (ADMIN_ORIGIN, as the API's CORS reads it): https turns on Strict-Transport-Security.
   * Unset, the admin is taken to be served over plain HTTP (127.0.0.1 by default) and sends none.
   */
  publicUrl?: string;
  /** Other origins the media files come from (STORAGE_PUBLIC_BASE_URL naming a bucket's host); [] for /storage. */
  fileOrigins?: readonly string[];
  logger?: FastifyServerOptions['logger'];
}

/** HSTS of an https admin: a year, subdomains included (the API's helmet default). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

// Vite names everything under assets/ by content hash, so a URL there never changes meaning.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';

/**
 * The admin's own origin: the built SPA under /admin/ (hashed assets cached for a year, index.html for every
 * other /admin/* path and never cached), the runtime config script, `/` redirecting to /admin, and the
 * media files under /storage forwarded to the API.
 */
export async function createAdminServer({
  distDir,
  config,
  storageUpstream,
  publicUrl,
  fileOrigins = [],
  logger = false,
}: AdminServerOptions) {
  const indexHtml = await readFile(join(distDir, 'index.html'), 'utf8');
  const configScript = renderRuntimeConfigScript(config);
  const app = Fastify({ logger });

  await app.register(helmet, {
    // A Vite SPA: every script is a file of this origin (the runtime config too), none inline.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Radix set style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', config.apiPublicUrl, ...fileOrigins],
        mediaSrc: ["'self'", 'blob:', ...fileOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", config.apiPublicUrl],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // HSTS only when the admin is public over https; on plain HTTP it would be ignored, and wrong behind a proxy's http.
    strictTransportSecurity: publicUrl?.startsWith('https:') ? HSTS : false,
  });

  // index.html and the config script go out compressed; built assets are sent precompressed (below).
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });

  app.get(RUNTIME_CONFIG_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', NO_CACHE).send(configScript),
  );

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/admin/',
    // One route per built file; unknown paths fall through to the SPA routes below.
    wildcard: false,
    index: false,
    // The build writes .br and .gz next to each asset (vite.config.ts); a client that accepts them gets those.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = filePath.slice(distDir.length).replaceAll('\\', '/');
      if (relative.startsWith('/assets/')) reply.header('cache-control', IMMUTABLE);
      else if (relative === '/index.html') reply.header('cache-control', NO_CACHE);
      else reply.header('cache-control', SHORT);
    },
  });

  if (storageUpstream !== undefined) {
    await app.register(fastifyHttpProxy, {
      upstream: storageUpstream,
      prefix: '/storage',
      rewritePrefix: '/storage',
      httpMethods: ['GET', 'HEAD'],
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(indexHtml);

  app.get('/', async (_request, reply) => reply.redirect('/admin', 302));
  app.get('/admin', async (_request, reply) => sendIndex(reply));
  // A missing hashed file must be a 404, not the HTML page (a stale tab then knows to reload).
  app.get('/admin/assets/*', async (_request, reply) => reply.callNotFound());
  app.get('/admin/*', async (_request, reply) => sendIndex(reply));

  return app;
}
