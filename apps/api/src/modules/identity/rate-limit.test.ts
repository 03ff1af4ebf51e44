import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@shop/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createUser, ManualClock, TEST_PASSWORD } from '../../testing/identity';
import { DEFAULT_RATE_LIMITS, MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limit';

// Like TEST_DATABASE_URL: the Redis store is tested where a Redis server is given (CI sets it).
const REDIS_URL = process.env['TEST_REDIS_URL']?.trim() || undefined;

const stores: [string, (clock: ManualClock) => RateLimitStore][] = [['memory', (clock) => new MemoryRateLimitStore(clock)]];
if (REDIS_URL !== undefined) stores.push(['redis', () => new RedisRateLimitStore(REDIS_URL, `shop-test:${randomUUID()}:`)]);

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

  it('answers 429 with the envelope and Retry-After after 5 login attempts for one email', async () => {
    await app();
    const user = await createUser(t.db.orm);
    const attempt = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: ip, payload: { email: user.email, password: 'wrong password' } });
    for (let i = 0; i < DEFAULT_RATE_LIMITS.login.perEmail.max; i++) expect((await attempt(`10.0.0.${i + 1}`)).statusCode).toBe(401);
    const limited = await attempt('10.0.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: ErrorCode.Unknown, message: expect.stringMatching(/^Слишком много попыток\. Повторите через \d+ с\.$/) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json().message).toContain(`${retryAfter} с.`);
  });

  it('limits one IP across emails on registration and recovery', async () => {
    await app();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.recovery.perIp.max; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/recover/password', payload: { email: `r${i}@example.ru` } });
      expect(res.statusCode).toBe(204);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/recover/password', payload: { email: 'r-last@example.ru' } })).statusCode).toBe(429);

    const register = (i: number) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/register/customer', remoteAddress: '10.1.1.1', payload: { email: `new${i}@example.ru`, password: null } });
    for (let i = 0; i < DEFAULT_RATE_LIMITS.register.perIp.max; i++) expect((await register(i)).statusCode).toBe(400);
    expect((await register(99)).statusCode).toBe(429);
  });

  it('does not count attempts refused by their IP against the email they name', async () => {
    await app();
    const user = await createUser(t.db.orm);
    const attempt = (ip: string, email: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: ip, payload: { email, password: TEST_PASSWORD } });
    const { perIp, perEmail } = DEFAULT_RATE_LIMITS.login;
    for (let i = 0; i < perIp.max; i++) await attempt('10.2.2.2', `other${i}@example.ru`);
    // The address is now cut off; what it sends next must neither lock the owner out nor grow the counters.
    for (let i = 0; i < perEmail.max; i++) expect((await attempt('10.2.2.2', user.email)).statusCode).toBe(429);
    expect((await attempt('10.3.3.3', user.email)).statusCode).toBe(200);
  });

  it.runIf(_ === 'memory')('opens again when the window has passed', async () => {
    const clock = await app();
    const user = await createUser(t.db.orm);
    const attempt = () => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    for (let i = 0; i < DEFAULT_RATE_LIMITS.login.perEmail.max; i++) expect((await attempt()).statusCode).toBe(200);
    expect((await attempt()).statusCode).toBe(429);
    clock.advance(60_001);
    expect((await attempt()).statusCode).toBe(200);
  });
});

// Only where a Redis server is given, like the redis store above (without one, ioredis would try localhost).
if (REDIS_URL !== undefined) {
  describe('Redis store', () => {
    it('shares counters between two stores (two API processes) and expires them', async () => {
      const prefix = `shop-test:${randomUUID()}:`;
      const a = new RedisRateLimitStore(REDIS_URL, prefix);
      const b = new RedisRateLimitStore(REDIS_URL, prefix);
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

    it('is the store of an app built with REDIS_URL', async () => {
      const t = await buildTestApp({ env: { REDIS_URL } });
      try {
        const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: `${randomUUID()}@example.ru`, password: 'x' } });
        expect(res.statusCode).toBe(401);
      } finally {
        await t.close();
      }
    });
  });
}
