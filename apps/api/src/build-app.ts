import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { REQUEST_ID_HEADER, requestIdOf } from '@shop/domain';
import { answerClientError } from '@shop/errors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { systemClock, type Clock } from './clock';
import type { AppConfig, LogLevel } from './config';
import type { Database } from './db/database';
import { registerContract } from './http/contract';
import { installErrorHandling, maskUrl, replyWithError, ROUTER_MAX_PARAM_LENGTH } from './http/error-handling';
import { untyped, type OperationHandlers } from './http/operations';
import { readMultipartBody } from './http/uploads';
import { createValidatorCompiler } from './http/validation';
import { authHandlers } from './modules/auth/routes';
import { backInStockHandlers } from './modules/back-in-stock/routes';
import { createBackInStockService, type BackInStockService } from './modules/back-in-stock/service';
import { attributeGroupsHandlers, attributesHandlers } from './modules/attributes/routes';
import { createAttributesService } from './modules/attributes/service';
import { createAuthService } from './modules/auth/service';
import { startAnonymousCleanup } from './modules/cart/cleanup';
import { cartHandlers } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { favoritesHandlers } from './modules/favorites/routes';
import { createFavoritesService } from './modules/favorites/service';
import { publishOwnWrites } from './modules/shopper/own-writes';
import { shopperHandlers } from './modules/shopper/routes';
import { contentPagesHandlers } from './modules/content-pages/routes';
import { createContentPagesService } from './modules/content-pages/service';
import { categoriesHandlers } from './modules/categories/routes';
import { createCategoriesService } from './modules/categories/service';
import { dashboardHandlers } from './modules/dashboard/routes';
import { createDashboardService } from './modules/dashboard/service';
import { customerGroupsHandlers } from './modules/customer-groups/routes';
import { createCustomerGroupsService } from './modules/customer-groups/service';
import { stockHandlers } from './modules/stock/routes';
import { createStockService } from './modules/stock/service';
import { Identity, installAdminGuard } from './modules/identity/identity';
import { integratorRequestsHandlers } from './modules/integrator-requests/routes';
import { createIntegratorRequestsService } from './modules/integrator-requests/service';
import {
  DEFAULT_RATE_LIMITS,
  FallbackRateLimitStore,
  MemoryRateLimitStore,
  RateLimiter,
  RedisRateLimitStore,
  type ActionLimits,
  type RateLimitedAction,
  type RateLimitStore,
} from './modules/identity/rate-limit';
import { AccessTokens } from './modules/identity/tokens';
import { createMailer, type Mailer } from './mail/mailer';
import { mediaHandlers } from './modules/media/routes';
import { createMediaService } from './modules/media/service';
import { createProductMultimediaService } from './modules/products/multimedia';
import { productsHandlers } from './modules/products/routes';
import {
  cacheClearedBy,
  LISTING_CACHE_OPTIONS,
  REPLY_CACHE_OPTIONS,
  type ListingCache,
} from './modules/product-cards/listing-cache';
import { WriteFeed } from './changes/write-feed';
import { registerChangesStream } from './changes/changes-stream';
import { RedisChangeRelay } from './changes/redis-relay';
import { createProductsService, PRODUCT_PAGE_CACHE_OPTIONS } from './modules/products/service';
import { searchHandlers } from './modules/search/routes';
import { createSearchService } from './modules/search/service';
import { routeRulesHandlers } from './modules/route-rules/routes';
import { sitemapHandlers } from './modules/sitemap/routes';
import { createSitemapService } from './modules/sitemap/service';
import { createRouteRulesService } from './modules/route-rules/service';
import { usersHandlers } from './modules/users/routes';
import { createUsersService } from './modules/users/service';
import { loggerHandlers } from './modules/logger/routes';
import { ordersHandlers } from './modules/orders/routes';
import { createOrdersService } from './modules/orders/service';
import { createOrderReader } from './modules/orders/order-reader';
import { quietSender } from './modules/orders/letters';
import { fulfilmentHandlers } from './modules/fulfilment/routes';
import { createFulfilmentService } from './modules/fulfilment/service';
import { createSiteSettingsService } from './modules/site-settings/service';
import { siteSettingsHandlers } from './modules/site-settings/routes';
import type { FileStorage } from './storage/file-storage';
import { LocalFileStorage } from './storage/local-file-storage';
import { registerPublicFiles } from './storage/public-files';
import { systemHandlers } from './modules/system/routes';
import { ShopMetrics } from './metrics/metrics';
import { installRequestMetrics } from './metrics/request-metrics';

/** The single contract (`openapi/api.yaml` at the repository root). */
export const OPENAPI_SPEC_PATH = fileURLToPath(new URL('../../../openapi/api.yaml', import.meta.url));

export { systemClock, type Clock } from './clock';

/** Where log lines go and from which level; `false` silences the app. */
export type LoggerSetup = false | { level?: LogLevel; stream?: { write(line: string): void } };

/** Everything the app depends on, passed in so tests can build a whole app over a fresh database. */
export interface AppDependencies {
  config: AppConfig;
  db: Database;
  storage: FileStorage;
  clock?: Clock;
  /** Defaults to JSON lines on stdout at `config.logLevel`. */
  logger?: LoggerSetup;
  /** Defaults to SMTP when `SMTP_URL` is set, else the outbox; the app closes the one it creates. */
  mailer?: Mailer;
  /** Defaults to Redis when `REDIS_URL` is set, else memory; the app closes the one it creates. */
  rateLimitStore?: RateLimitStore;
  /** Limits per action (defaults: {@link DEFAULT_RATE_LIMITS}). */
  rateLimits?: Readonly<Record<RateLimitedAction, ActionLimits>>;
  /** Redis channel of the change relay when `REDIS_URL` is set (default `shop:changes`); tests sharing a Redis pass their own. */
  changesChannel?: string;
  /** Where the app counts its requests, queries and cache look-ups; a fresh registry by default (main.ts serves it). */
  metrics?: ShopMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies the app was built with. */
    deps: Readonly<Required<Pick<AppDependencies, 'config' | 'db' | 'storage' | 'clock'>>>;
    /** The app's committed writes (caches here and in the storefronts clear on them). */
    writeFeed: WriteFeed;
    /** The app's listing cache, cleared by every catalogue write. */
    listingCache: ListingCache;
    /** The app's Prometheus metrics. */
    metrics: ShopMetrics;
    /** Back-in-stock notices: its sweep runs after every catalogue change; `settled()` waits for its letters. */
    backInStock: BackInStockService;
  }
}

const MiB = 1024 * 1024;

/**
 * Builds the API: plugins, the error and not-found handlers, and every contract operation (those without
 * a handler yet answer 501). The caller owns `db` and `storage` and closes them after `app.close()`.
 * Routes may still be added before the first request or `ready()`.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db, storage } = deps;
  const clock = deps.clock ?? systemClock;
  if (config.auth.jwtSecret === undefined)
    throw new Error('JWT secret missing: set JWT_SECRET or call resolveJwtSecret first');
  const app = Fastify({
    logger: loggerOptions(deps),
    genReqId: requestId,
    requestIdHeader: false,
    // The largest JSON body the contract allows (a product with its rich-text description); each
    // operation gets its own, smaller limit from the contract (http/contract).
    bodyLimit: 1 * MiB,
    // Longer than any path parameter of the contract, so the contract's own maxLength answers first.
    routerOptions: { maxParamLength: ROUTER_MAX_PARAM_LENGTH },
    // The router's refusals (broken percent-encoding, an over-long parameter) get the envelope too.
    frameworkErrors: (err, req, reply) => replyWithError(err, req, reply),
    // And so do requests Node's HTTP parser refuses (headers or address over 16 KB).
    clientErrorHandler: answerClientError,
    // Only the proxies TRUST_PROXY names may say who the client is; otherwise a header would pick the address that
    // per-address limits count (issue #24).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });
  app.decorate('deps', { config, db, storage, clock });
  app.setValidatorCompiler(createValidatorCompiler());

  installErrorHandling(app);
  const metrics = deps.metrics ?? new ShopMetrics();
  app.decorate('metrics', metrics);
  installRequestMetrics(app, metrics);
  const stopTimingQueries = db.timeQueries((seconds) => metrics.queryDuration.observe({ engine: db.engine }, seconds));
  app.addHook('onClose', async () => stopTimingQueries());
  metrics.watchPool(() => db.poolStats());

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(helmet, {
    // Only JSON and stored files are served: nothing may load, run or frame.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    // Only the admin calls the API cross-origin; the storefront forwards /api/v1 from its own origin.
    origin: (origin, cb) => cb(null, origin !== undefined && origin === config.adminOrigin),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-Cart-Id',
      'X-Anonymous-User-Id',
      'X-Request-Id',
      'Idempotency-Key',
    ],
    exposedHeaders: ['X-Request-Id', 'Content-Disposition'],
    maxAge: 600,
  });
  // JSON replies go out as brotli or gzip to clients that ask (the admin calls the API directly).
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // 50 MB is the contract's largest upload (files); operations with smaller caps set their own.
  await app.register(multipart, { limits: { fileSize: 50 * MiB, files: 5, fields: 50, parts: 60 } });
  // Fields become the body (validated by the contract like JSON); files are kept aside (http/uploads).
  app.addHook('preValidation', readMultipartBody);

  const mailer = deps.mailer ?? createMailer(config.mail, clock, app.log);
  const rateLimitStore = deps.rateLimitStore ?? defaultRateLimitStore(config.redisUrl, clock, app.log);
  const tokens = new AccessTokens(config.auth.jwtSecret, config.auth.accessTokenTtlSeconds, clock);
  const identity = new Identity(db.orm, tokens, clock, config.auth);
  // After CORS, so a rejected admin call still carries the CORS headers the admin needs to read it.
  installAdminGuard(app, identity);
  const writeFeed = new WriteFeed();
  // Every catalogue-derived cache (listings, product pages, content pages) lives as long as CATALOGUE_CACHE_SECONDS.
  const catalogueCacheTtlMs = config.catalogueCacheSeconds * 1000;
  const listingCache = cacheClearedBy(writeFeed, ['catalogue'], {
    ...LISTING_CACHE_OPTIONS,
    ttlMs: catalogueCacheTtlMs,
  });
  app.decorate('writeFeed', writeFeed);
  publishOwnWrites(app, identity, writeFeed);
  app.decorate('listingCache', listingCache);
  metrics.watchCache('listing', listingCache);
  // Replies carry cards, and a group's cards the free quantities: a `stock` change clears them too (decision 013).
  const replyCache = cacheClearedBy(writeFeed, ['catalogue', 'stock'], {
    ...REPLY_CACHE_OPTIONS,
    ttlMs: catalogueCacheTtlMs,
  });
  metrics.watchCache('catalogue_reply', replyCache);
  await startWriteFeed(app, writeFeed, config.redisUrl, deps.changesChannel, config.internalToken, (seconds) =>
    metrics.changeLag.observe(seconds),
  );
  const services = { db: db.orm, clock, mailer, storefrontOrigin: config.storefrontOrigin, log: app.log, writeFeed };
  const cart = createCartService({ db: db.orm, clock, storage, log: app.log });
  const auth = createAuthService({ ...services, tokens, auth: config.auth, mergeOnSignIn: cart.mergeOnSignIn });
  const backInStock = createBackInStockService({ ...services, linkSecret: config.auth.jwtSecret });
  app.decorate('backInStock', backInStock);
  // Any catalogue change, here or in another process, may have made a product buyable (an adjustment, a cancelled
  // order, the product form): the sweep mails whoever waited for it.
  writeFeed.subscribe((change) => {
    if (change.scope === 'catalogue') backInStock.sweep();
  });
  app.addHook('onClose', async () => {
    // Letters started after a reply (recovery, back in stock) go out before the mailer closes.
    await auth.settled();
    await backInStock.settled();
    if (deps.mailer === undefined) await mailer.close();
    if (deps.rateLimitStore === undefined) await rateLimitStore.close();
  });
  const users = createUsersService({ ...services, storage });
  const media = createMediaService({ db: db.orm, clock, storage, log: app.log, writeFeed });
  const search = createSearchService({ db: db.orm, storage, listingCache, replyCache });
  const attributes = createAttributesService({ db: db.orm, clock, writeFeed });
  const products = createProductsService({
    db: db.orm,
    clock,
    storage,
    writeFeed,
    listingCache,
    replyCache,
    productPageCache: { ...PRODUCT_PAGE_CACHE_OPTIONS, ttlMs: catalogueCacheTtlMs },
  });
  metrics.watchCache('product_page', products.pageCache);
  const contentPages = createContentPagesService({ db: db.orm, clock, cacheTtlMs: catalogueCacheTtlMs, writeFeed });
  metrics.watchCache('content_page', contentPages.cache);
  const rateLimiter = new RateLimiter(rateLimitStore, deps.rateLimits ?? DEFAULT_RATE_LIMITS);
  const favorites = createFavoritesService({ db: db.orm, clock, storage });

  if (storage instanceof LocalFileStorage) await registerPublicFiles(app, storage);

  const handlers: OperationHandlers = {
    ...untyped(systemHandlers(db)),
    ...untyped(loggerHandlers({ rateLimiter })),
    ...untyped(
      siteSettingsHandlers({
        settings: createSiteSettingsService({ db: db.orm, clock, storage, log: app.log, writeFeed }),
        identity,
      }),
    ),
    ...untyped(
      contentPagesHandlers({
        pages: contentPages,
        identity,
      }),
    ),
    ...untyped(authHandlers({ auth, identity, rateLimiter, cookies: config.auth, adminOrigin: config.adminOrigin })),
    ...untyped(usersHandlers({ users, identity, rateLimiter })),
    ...untyped(cartHandlers({ cart, identity, cookies: config.auth })),
    ...untyped(favoritesHandlers({ favorites, identity })),
    ...untyped(shopperHandlers({ users, cart, favorites, identity, cookies: config.auth })),
    ...untyped(
      categoriesHandlers({
        categories: createCategoriesService({ db: db.orm, clock, storage, writeFeed, listingCache }),
        products,
      }),
    ),
    ...untyped(routeRulesHandlers({ routeRules: createRouteRulesService({ db: db.orm, clock, writeFeed }) })),
    ...untyped(
      customerGroupsHandlers({ groups: createCustomerGroupsService({ db: db.orm, clock, writeFeed }), users }),
    ),
    ...untyped(
      productsHandlers({
        products,
        multimedia: createProductMultimediaService({ db: db.orm, storage, writeFeed }),
        identity,
        db: db.orm,
        listingCache,
      }),
    ),
    ...untyped(stockHandlers({ stock: createStockService({ db: db.orm, clock, writeFeed }), identity })),
    ...untyped(backInStockHandlers({ backInStock, identity, rateLimiter })),
    ...untyped(attributesHandlers({ attributes })),
    ...untyped(attributeGroupsHandlers({ attributes })),
    ...untyped(mediaHandlers({ media })),
    ...untyped(integratorRequestsHandlers({ requests: createIntegratorRequestsService(services), identity })),
    ...untyped(searchHandlers({ search, identity, db: db.orm, listingCache })),
    ...untyped(sitemapHandlers({ sitemap: createSitemapService({ db: db.orm }) })),
    ...untyped(dashboardHandlers({ dashboard: createDashboardService({ db: db.orm, clock }) })),
    ...untyped(
      fulfilmentHandlers({
        fulfilment: createFulfilmentService({
          db: db.orm,
          clock,
          storage,
          reader: createOrderReader({ db: db.orm, storage }),
          send: quietSender(mailer, app.log),
          storefrontOrigin: config.storefrontOrigin,
        }),
        identity,
      }),
    ),
    ...untyped(
      ordersHandlers({
        orders: createOrdersService({
          db: db.orm,
          clock,
          writeFeed,
          storage,
          mailer,
          log: app.log,
          storefrontOrigin: config.storefrontOrigin,
          adminOrigin: config.adminOrigin,
          onCheckout: (outcome) => metrics.checkouts.inc({ outcome }),
        }),
        identity,
        clock,
        rateLimiter,
      }),
    ),
  };
  await registerContract(app, { specification: OPENAPI_SPEC_PATH, handlers });

  let stopCleanup: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopCleanup = startAnonymousCleanup(db.orm, clock, app.log, config.anonymousCleanup);
    // Letters a stopped process had not come to yet.
    backInStock.sweep();
  });
  app.addHook('onClose', async () => stopCleanup?.());

  return app;
}

/**
 * The write feed's way out of this process: the `/internal/changes` stream for the storefronts, and the Redis relay
 * to and from the other API processes when `REDIS_URL` is set. Without Redis at start-up the API still serves; other
 * processes then see its writes after CATALOGUE_CACHE_SECONDS, as before the relay.
 */
async function startWriteFeed(
  app: FastifyInstance,
  feed: WriteFeed,
  redisUrl: string | undefined,
  channel: string | undefined,
  internalToken: string | undefined,
  observeLag: (seconds: number) => void,
): Promise<void> {
  registerChangesStream(app, feed, { internalToken });
  if (redisUrl === undefined) return;
  const relay = new RedisChangeRelay(feed, redisUrl, app.log, channel, observeLag);
  app.addHook('onClose', () => relay.close());
  await relay
    .start()
    .catch((err: unknown) =>
      app.log.error({ err }, 'change relay not started: other API processes see writes after the cache TTL'),
    );
}

/** Redis when `REDIS_URL` is set (this process's memory while Redis is away), else memory. */
function defaultRateLimitStore(redisUrl: string | undefined, clock: Clock, log: FastifyBaseLogger): RateLimitStore {
  const memory = new MemoryRateLimitStore(clock);
  if (redisUrl === undefined) return memory;
  return new FallbackRateLimitStore(new RedisRateLimitStore(redisUrl, undefined, log), memory, log);
}

function requestId(req: IncomingMessage): string {
  // Keep a caller's id (nginx's, or the storefront's) so one request can be followed across processes.
  return requestIdOf(req.headers[REQUEST_ID_HEADER], randomUUID);
}

function loggerOptions(deps: AppDependencies) {
  if (deps.logger === false) return false;
  return {
    level: deps.logger?.level ?? deps.config.logLevel,
    ...(deps.logger?.stream !== undefined ? { stream: deps.logger.stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'password',
        '*.password',
        '*.*.password',
        'client.payload.*.password',
        'refreshToken',
        '*.refreshToken',
        'client.payload.*.refreshToken',
        'accessToken',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: maskUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
