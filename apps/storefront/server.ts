import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import { answerClientError, routerRefusal } from '@shop/errors';
import { REQUEST_ID_HEADER, requestIdOf } from '@shop/domain';
import { createCspNonce, CSP_NONCE_PLACEHOLDER } from '@shop/storefront-domain';
import { startMetricsServer } from '@shop/metrics';
import { ChangeFeed, registerRenderCache } from '@shop/storefront-render-cache/server';
import type { PersonalProbe } from '@shop/storefront-render-cache';
import { fastify, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { readStorefrontConfig, StorefrontConfigError, type StorefrontConfig } from './server/config';
import { registerRequestMetrics, StorefrontMetrics } from './server/metrics';
import { registerSecurityHeaders } from './server/security-headers';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** Pages the render cache holds at most, whatever their size. */
const RENDER_CACHE_ENTRIES = 10_000;

/** Clears the storefront's cached `access_token` cookie (see app/lib/session.server.ts). */
const CLEAR_ACCESS_TOKEN_COOKIE = 'access_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax';

/**
 * The `access_token` cookie caches the session of the `refresh_token` cookie for server renders. Whenever the API
 * changes that cookie (login, registration, refresh, logout in the browser), the cache is dropped with it, so the
 * next page is rendered for the new session (or a guest) and never for the old one.
 */
export function dropAccessCookieOnSessionChange(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const raw: unknown = headers['set-cookie'];
  const cookies = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
  if (!cookies.some((cookie) => cookie.trimStart().startsWith('refresh_token='))) return headers;
  return { ...headers, 'set-cookie': [...cookies, CLEAR_ACCESS_TOKEN_COOKIE] };
}

// Pages and API paths whose last segment is a mailed one-time token (email confirmation, password recovery).
const SECRET_PATH =
  /(\/auth\/recovery\/|\/account\/confirm\/email\/|\/recover\/password\/|\/confirm\/email\/token\/)[^/?#]+/g;

/**
 * Logger options of the storefront: request lines show the URL with mailed tokens masked, as the API's do, so
 * whoever reads the logs cannot use a recovery link that was still valid.
 */
export function storefrontLogger(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: { method: string; url: string; ip: string }) => ({
        method: req.method,
        url: req.url.replace(SECRET_PATH, '$1***'),
        remoteAddress: req.ip,
      }),
    },
  };
}

/** Headers a client may send to pose as a proxy; only this server says who the client is. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

/**
 * The request headers the API gets: `X-Forwarded-For` becomes the client's address and `X-Forwarded-Proto` its
 * scheme, as this server worked them out (the connection's, or a proxy's in TRUST_PROXY); whatever forwarding
 * headers the request brought are dropped. The API trusts its storefront's `X-Forwarded-For` for per-IP rate limits
 * (its own TRUST_PROXY); passed through, a shopper could name any address, and left out, every shopper would share
 * the storefront's one.
 */
export function forwardedRequestHeaders(
  request: { ip: string; protocol: string },
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const forwarded = { ...headers };
  for (const name of FORWARDING_HEADERS) delete forwarded[name];
  return { ...forwarded, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol };
}

/** Forwards /api/v1 and /storage to the API at `apiUrl`. */
export async function registerApiForwarding(app: FastifyInstance, apiUrl: string): Promise<void> {
  for (const prefix of ['/api/v1', '/storage']) {
    await app.register(fastifyHttpProxy, {
      upstream: apiUrl,
      prefix,
      rewritePrefix: prefix,
      replyOptions: { rewriteRequestHeaders: forwardedRequestHeaders, rewriteHeaders: dropAccessCookieOnSessionChange },
    });
  }
}

/**
 * Requests no route can take (a badly encoded address, one over 16 KB) get the API's error envelope,
 * whether they were meant for a page or for the API behind /api/v1.
 */
export const refusalOptions = {
  frameworkErrors: (err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void => {
    const { status, body } = routerRefusal(err.code);
    void reply.status(status).send(body);
  },
  clientErrorHandler: answerClientError,
};

/**
 * Builds the storefront server: health check, forwarding of /api/v1 and /storage to the API (so the browser
 * talks to one origin: first-party cookies, no CORS), then React Router SSR with the built assets.
 * `vite` is set by `react-router dev` (fastifyReactRouterDev), unset in production; `config` is read from the
 * environment unless given; `metrics` receive every request's timing and the render cache's figures.
 */
export async function createServer(
  vite?: ViteDevServer,
  config: StorefrontConfig = readStorefrontConfig(process.env),
  metrics: StorefrontMetrics = new StorefrontMetrics(),
): Promise<FastifyInstance> {
  // Without TRUST_PROXY the connection's address is the client's: X-Forwarded-* from anyone else is ignored.
  const app = fastify({
    logger: storefrontLogger(config.logLevel),
    trustProxy: config.trustProxy,
    // nginx's id for the request when it sent one; the API logs the same id for every call this request makes.
    genReqId: (req) => requestIdOf(req.headers[REQUEST_ID_HEADER], randomUUID),
    ...refusalOptions,
  });
  registerRequestMetrics(app, metrics);

  // Rendered pages and data go out as brotli or gzip; built assets are sent precompressed (below).
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  // Before the render cache: its onSend hook gives a shared render the cache does not keep a fresh CSP nonce.
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  // Loaders' calls to the API (session refresh, recovery link check…) name the client as the forwarding does:
  // the rendered request's X-Forwarded-For is the address worked out here, never the client's own header.
  app.addHook('onRequest', async (request) => {
    request.headers['x-forwarded-for'] = request.ip;
    // The forwarding of /api/v1 and the loaders' calls pass it on (data-access: fetchAsClient, catalogueApi).
    request.headers[REQUEST_ID_HEADER] = request.id;
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  await registerApiForwarding(app, config.apiUrl);

  const serverBuildPath = path.join(appDir, 'build/server/index.js');
  // In production the build is imported once and handed over as an object: given only the path, the adapter
  // imports it again and React Router re-derives the route tree on every request (about a tenth of the SSR
  // CPU in the issue #15 profile). The dev server keeps loading it per request, so edits show.
  const build = vite === undefined ? ((await import(pathToFileURL(serverBuildPath).href)) as ServerBuild) : undefined;

  if (build !== undefined) {
    // The API's change stream keeps the process's caches exact: the redirect and settings memos of the build's
    // data-access lib and the render cache of anonymous pages. While it is down, pages render fresh.
    const feed = new ChangeFeed({ url: `${config.apiUrl}/internal/changes`, log: app.log });
    const entry = build.entry.module as {
      attachChangeFeed?: (source: ChangeFeed) => void;
      answerPersonalProbe?: (request: Request) => Promise<PersonalProbe | Response>;
    };
    entry.attachChangeFeed?.(feed);
    const cache = registerRenderCache(app, {
      render: createRequestHandler(build, 'production'),
      probe: entry.answerPersonalProbe,
      source: feed,
      enabled: config.renderCache,
      limits: { maxEntries: RENDER_CACHE_ENTRIES, maxBytes: config.renderCacheBytes },
      publicUrl: config.publicUrl,
      // Each answer from the cache gets a fresh CSP nonce in the page and the policy alike (issue #24).
      nonce: { placeholder: CSP_NONCE_PLACEHOLDER, create: createCspNonce },
    });
    metrics.watchRenderCache({ stats: () => cache.stats, live: () => cache.live });
    feed.start();
    app.addHook('onClose', () => feed.stop());
  }

  await app.register(fastifyReactRouter, {
    devServer: vite,
    serverBuildPath,
    build,
    clientBuildDirectory: path.join(appDir, 'build/client'),
    // Hashed files under /assets never change; everything else (favicon, build-version.json) is revalidated.
    assetCacheControl: 'public, max-age=31536000, immutable',
    fileCacheControl: 'public, max-age=0, must-revalidate',
    // The build writes .br and .gz next to each asset (vite.config.ts); a client that accepts them gets those.
    staticOptions: { preCompressed: true },
  });

  return app;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  let config: StorefrontConfig;
  try {
    config = readStorefrontConfig(process.env);
  } catch (error) {
    if (!(error instanceof StorefrontConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const metrics = new StorefrontMetrics();
  // The process's own figures (event-loop lag, heap, CPU) beside the storefront's.
  collectDefaultMetrics({ register: metrics.registry });
  const app = await createServer(undefined, config, metrics);
  let draining = false;
  let internal: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
  const close = async () => {
    // Readiness fails first, so a balancer that probes it stops sending while in-flight pages finish.
    draining = true;
    await app.close();
    internal?.server.close();
    process.exit(0);
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  await app.listen({ host: config.host, port: config.port });
  if (config.metrics !== undefined) {
    internal = await startMetricsServer(metrics.registry, { ready: async () => !draining }, config.metrics);
    app.log.info({ url: internal.url }, `metrics and probes at ${internal.url}`);
  }
}
