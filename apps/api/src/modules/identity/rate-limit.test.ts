import { randomUUID } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { ErrorCode } from '@shop/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createUser, ManualClock, TEST_PASSWORD } from '../../testing/identity';
import { DEFAULT_RATE_LIMITS, MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limit';

// Like TEST_DATABASE_URL: the Redis store is tested where a Redis server is given (CI sets it).
const REDIS_URL = process.env['TEST_REDIS_URL']?.trim() || undefined;

/**
 * These stores stand alone, without the memory fallback the app puts around them: a count that took longer than the
 * production second on a CI machine running two suites at once would fail a test about something else.
 */
const TEST_COMMAND_TIMEOUT_MS = 10_000;

const stores: [string, (clock: ManualClock) => RateLimitStore][] = [
  ['memory', (clock) => new MemoryRateLimitStore(clock)],
];
if (REDIS_URL !== undefined)
  stores.push([
    'redis',
    () => new RedisRateLimitStore(REDIS_URL, `shop-test:${randomUUID()}:`, undefined, TEST_COMMAND_TIMEOUT_MS),
  ]);

describe.each(stores)('rate limits (%s store)', (_, makeStore) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function app() {
    const clock = new ManualClock();
    const store = makeStore(clock);
    t = await buildTestApp({ clock, rateLimitStore: store });
    t.app.addHook('onClose', () => store.close());
    return clock;
  }

  const login = (ip: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: ip, payload: { email, password } });

  it('answers 429 with the envelope and Retry-After after 5 wrong passwords from one IP for one email', async () => {
    await app();
    const user = await createUser(t.db.orm);
    for (let i = 0; i < DEFAULT_RATE_LIMITS.login.perSubject.max; i++)
      expect((await login('10.0.0.1', user.email, 'wrong password')).statusCode).toBe(401);
    // Past the limit even the right password waits: the guesser might have found it.
    const limited = await login('10.0.0.1', user.email, TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: ErrorCode.Unknown,
      message: expect.stringMatching(/^Слишком много попыток\. Повторите через \d+ с\.$/),
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.json().message).toContain(`${retryAfter} с.`);
  });

  it('lets the owner in from a clean address however many wrong passwords others sent (issue #24, finding 3)', async () => {
    await app();
    const user = await createUser(t.db.orm);
    const { perSubject, perSubjectFromAnyIp } = DEFAULT_RATE_LIMITS.login;
    // More failures than both limits allow, from a handful of addresses.
    for (let ip = 1; ip <= 6; ip++) {
      for (let i = 0; i < perSubject.max; i++) await login(`10.9.0.${ip}`, user.email, 'wrong password');
      expect((await login(`10.9.0.${ip}`, user.email, 'wrong password')).statusCode).toBe(429);
    }
    expect(6 * perSubject.max).toBeGreaterThan(perSubjectFromAnyIp?.max ?? 0);
    expect((await login('10.8.0.1', user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('gives an address that has failed no more guesses once the account has had too many failures', async () => {
    await app();
    const user = await createUser(t.db.orm);
    const anyIp = DEFAULT_RATE_LIMITS.login.perSubjectFromAnyIp?.max ?? 0;
    for (let i = 0; i < anyIp; i++)
      expect((await login(`10.7.${i}.1`, user.email, 'wrong password')).statusCode).toBe(401);
    // Each of those addresses has failed once: no second guess while the account's window lasts.
    expect((await login('10.7.0.1', user.email, 'wrong password')).statusCode).toBe(429);
    expect((await login('10.7.1.1', user.email, TEST_PASSWORD)).statusCode).toBe(429);
    // A new address still has one.
    expect((await login('10.6.0.1', user.email, 'wrong password')).statusCode).toBe(401);
  });

  it('limits one IP across emails on registration and recovery', async () => {
    await app();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.recovery.perIp.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/recover/password',
        payload: { email: `r${i}@example.ru` },
      });
      expect(res.statusCode).toBe(204);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/recover/password',
          payload: { email: 'r-last@example.ru' },
        })
      ).statusCode,
    ).toBe(429);

    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register/customer',
        remoteAddress: '10.1.1.1',
        payload: { email: `new${i}@example.ru`, password: null },
      });
    for (let i = 0; i < DEFAULT_RATE_LIMITS.register.perIp.max; i++) expect((await register(i)).statusCode).toBe(400);
    expect((await register(99)).statusCode).toBe(429);
  });

  it('does not count attempts refused by their IP against the email they name', async () => {
    await app();
    const user = await createUser(t.db.orm);
    const attempt = (ip: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: ip,
        payload: { email, password: TEST_PASSWORD },
      });
    const { perIp, perSubject } = DEFAULT_RATE_LIMITS.login;
    for (let i = 0; i < perIp.max; i++) await attempt('10.2.2.2', `other${i}@example.ru`);
    // The address is now cut off; what it sends next must neither lock the owner out nor grow the counters.
    for (let i = 0; i < perSubject.max; i++) expect((await attempt('10.2.2.2', user.email)).statusCode).toBe(429);
    expect((await attempt('10.3.3.3', user.email)).statusCode).toBe(200);
  });

  it('counts the connection’s address, not X-Forwarded-For, unless TRUST_PROXY names the peer (issue #24, finding 6)', async () => {
    await app();
    const spoofed = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `nobody${i}@example.ru`, password: 'wrong password' },
      });
    const codes = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.login.perIp.max; i++) codes.push((await spoofed(i)).statusCode);
    expect(codes.at(-1)).toBe(429);

    await t.close();
    t = await buildTestApp({
      env: { TRUST_PROXY: 'loopback' },
      rateLimitStore: new MemoryRateLimitStore(new ManualClock()),
    });
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.login.perIp.max; i++) expect((await spoofed(i)).statusCode).toBe(401);
  });

  it.runIf(_ === 'memory')('opens again when the window has passed', async () => {
    const clock = await app();
    const user = await createUser(t.db.orm);
    const { perSubject } = DEFAULT_RATE_LIMITS.login;
    for (let i = 0; i < perSubject.max; i++)
      expect((await login('10.5.0.1', user.email, 'wrong password')).statusCode).toBe(401);
    expect((await login('10.5.0.1', user.email, TEST_PASSWORD)).statusCode).toBe(429);
    clock.advance(perSubject.windowMs + 1);
    expect((await login('10.5.0.1', user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('does not count right passwords against the account', async () => {
    await app();
    const user = await createUser(t.db.orm);
    for (let i = 0; i < DEFAULT_RATE_LIMITS.login.perSubject.max + 2; i++)
      expect((await login(`10.4.0.${i}`, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

// Only where a Redis server is given, like the redis store above (without one, ioredis would try localhost).
if (REDIS_URL !== undefined) {
  describe('Redis store', () => {
    it('shares counters between two stores (two API processes) and expires them', async () => {
      const prefix = `shop-test:${randomUUID()}:`;
      const a = new RedisRateLimitStore(REDIS_URL, prefix, undefined, TEST_COMMAND_TIMEOUT_MS);
      const b = new RedisRateLimitStore(REDIS_URL, prefix, undefined, TEST_COMMAND_TIMEOUT_MS);
      try {
        expect((await a.hit('k', 200)).count).toBe(1);
        const second = await b.hit('k', 200);
        expect(second.count).toBe(2);
        expect(second.resetInMs).toBeGreaterThan(0);
        expect(second.resetInMs).toBeLessThanOrEqual(200);
        await new Promise((resolve) => setTimeout(resolve, 250));
        expect((await a.hit('k', 200)).count).toBe(1);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('keeps sign-in working while Redis is away and counts in Redis again when it returns (issue #24)', async () => {
      const redis = await redisProxy(REDIS_URL);
      const consoleErrors = vi.spyOn(console, 'error');
      const t = await buildTestApp({ env: { REDIS_URL: redis.url } });
      const logged = (text: string) => t.logs.filter((l) => l.msg?.includes(text)).length;
      try {
        const user = await createUser(t.db.orm);
        const signIn = () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            remoteAddress: '10.11.0.1',
            payload: { email: user.email, password: TEST_PASSWORD },
          });
        expect((await signIn()).statusCode).toBe(200);

        await redis.stop();
        for (let i = 0; i < 3; i++) expect((await signIn()).statusCode).toBe(200);
        // Limits still hold meanwhile, in this process.
        const flood = () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            remoteAddress: '10.11.0.9',
            payload: { email: user.email, password: TEST_PASSWORD },
          });
        for (let i = 0; i < DEFAULT_RATE_LIMITS.login.perIp.max; i++) await flood();
        expect((await flood()).statusCode).toBe(429);
        expect(logged('rate-limit store unavailable')).toBe(1);

        await redis.start();
        // Redis is back within its reconnect backoff (db/redis.ts: at most half a second); the next sign-in counts there.
        await expect
          .poll(
            async () => {
              expect((await signIn()).statusCode).toBe(200);
              return logged('rate limits are counted in Redis again');
            },
            { timeout: 10_000, interval: 250 },
          )
          .toBe(1);
        // ioredis prints this on every reconnect attempt when nobody listens for its errors.
        expect(consoleErrors.mock.calls.filter((args) => String(args[0]).includes('Unhandled error'))).toEqual([]);
      } finally {
        consoleErrors.mockRestore();
        await t.close();
        await redis.stop();
      }
    });

    it('is the store of an app built with REDIS_URL', async () => {
      const t = await buildTestApp({ env: { REDIS_URL } });
      try {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: `${randomUUID()}@example.ru`, password: 'x' },
        });
        expect(res.statusCode).toBe(401);
      } finally {
        await t.close();
      }
    });
  });
}

/** A TCP hop in front of Redis that a test can take down and bring back on the same port, as a Redis restart would. */
async function redisProxy(target: string): Promise<{ url: string; stop(): Promise<void>; start(): Promise<void> }> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection({ host: hostname, port: Number(targetPort || 6379) });
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as { port: number }).port;
        resolve();
      });
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        if (server?.listening !== true) return resolve();
        server.close(() => resolve());
      }),
  };
}
