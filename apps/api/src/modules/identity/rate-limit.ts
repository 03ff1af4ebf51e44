import { Redis } from 'ioredis';
import type { Clock } from '../../clock';

/** A counter's state after one more hit. */
export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

/** Fixed-window counters keyed by string (memory or Redis). */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit of `key` in a window of `windowMs` that starts at the key's first hit. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  close(): Promise<void>;
}

/** Counters in this process (the default); expired windows are swept as they are met. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory';
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.clock.now().getTime();
    if (this.windows.size > 10_000) {
      for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
    }
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

// INCR and the expiry in one step, so a crash between them cannot leave a counter that never expires.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Counters in Redis (`REDIS_URL`), shared by every API process; Redis keeps the time. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(
    url: string,
    /** Prefix of every key, so several apps (or tests) can share one Redis. */
    private readonly prefix = 'shop:rate-limit:',
  ) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count, resetInMs: ttl };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** A limit: at most `max` hits per `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Limits of one rate-limited action, per client IP and per email. */
export interface ActionLimits {
  perIp: RateLimitRule;
  perEmail: RateLimitRule;
}

/** The rate-limited actions. */
export type RateLimitedAction = 'login' | 'register' | 'recovery';

/** Limits per action: 10 a minute from one IP, 5 a minute for one email (recovery: 5 and 3). */
export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitedAction, ActionLimits>> = {
  login: { perIp: { max: 10, windowMs: 60_000 }, perEmail: { max: 5, windowMs: 60_000 } },
  register: { perIp: { max: 10, windowMs: 60_000 }, perEmail: { max: 5, windowMs: 60_000 } },
  recovery: { perIp: { max: 5, windowMs: 60_000 }, perEmail: { max: 3, windowMs: 60_000 } },
};

/** Thrown when a limit is exceeded; answered 429 with `Retry-After` (see http/error-reply). */
export class TooManyRequestsError extends Error {
  override readonly name = 'TooManyRequestsError';
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limit exceeded; retry after ${retryAfterSeconds} s`);
  }
}

/**
 * Checks an action's limits per IP, then per email; every attempt counts, successful or not, except
 * against the email when its IP is already over: a flood from one address must not lock the account's
 * owner out as well, nor fill the counters with the emails it names.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: Readonly<Record<RateLimitedAction, ActionLimits>> = DEFAULT_RATE_LIMITS,
  ) {}

  /** Counts one attempt; throws {@link TooManyRequestsError} when the IP or the email is over its limit. */
  async consume(action: RateLimitedAction, ip: string, email: string | null | undefined): Promise<void> {
    const rules = this.limits[action];
    await this.check(`${action}:ip:${ip}`, rules.perIp);
    const normalised = email?.trim().toLowerCase();
    if (normalised) await this.check(`${action}:email:${normalised}`, rules.perEmail);
  }

  private async check(key: string, rule: RateLimitRule): Promise<void> {
    const hit = await this.store.hit(key, rule.windowMs);
    if (hit.count > rule.max) throw new TooManyRequestsError(Math.max(1, Math.ceil(hit.resetInMs / 1000)));
  }
}
