import { AppError, type ErrorCode } from '@shop/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../../clock';
import { connectRedis } from '../../db/redis';
import { TooManyRequestsError } from '../../http/too-many-requests';

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
  /** Hits of `key` in its current window (0 when none), without counting one. */
  peek(key: string): Promise<number>;
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

  async peek(key: string): Promise<number> {
    const window = this.windows.get(key);
    return window === undefined || window.endsAt <= this.clock.now().getTime() ? 0 : window.count;
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

/**
 * Counters in Redis (`REDIS_URL`), shared by every API process; Redis keeps the time. Commands fail at once while
 * Redis is away (no offline queue), so a caller never waits on a reconnect: {@link FallbackRateLimitStore} counts
 * in memory meanwhile.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  private readonly redis: Redis;
  /** The first connection; later reconnects are not waited for. */
  private readonly connected: Promise<void>;

  constructor(
    url: string,
    /** Prefix of every key, so several apps (or tests) can share one Redis. */
    private readonly prefix = 'shop:rate-limit:',
    log: Pick<FastifyBaseLogger, 'warn' | 'info'> = silentLog,
    /** How long a count may take before the caller falls back to memory (a test on a loaded machine waits longer). */
    commandTimeoutMs = 1000,
  ) {
    this.redis = connectRedis(url, log, 'rate limits', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: commandTimeoutMs,
    });
    this.connected = this.redis.connect();
    this.connected.catch(() => undefined);
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    await this.connected;
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async peek(key: string): Promise<number> {
    await this.connected;
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

const silentLog = { warn: () => undefined, info: () => undefined };

/**
 * Redis while it answers, this process's memory while it does not: a limiter outage must not take sign-in down.
 * Limits then hold per process until Redis is back (logged once each way); counts made meanwhile are not carried over.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  private failing = false;

  constructor(
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  ) {}

  hit(key: string, windowMs: number): Promise<RateLimitHit> {
    return this.either((store) => store.hit(key, windowMs));
  }

  peek(key: string): Promise<number> {
    return this.either((store) => store.peek(key));
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }

  private async either<T>(use: (store: RateLimitStore) => Promise<T>): Promise<T> {
    try {
      const result = await use(this.primary);
      if (this.failing) {
        this.failing = false;
        this.log.info('rate limits are counted in Redis again');
      }
      return result;
    } catch (err) {
      if (!this.failing) {
        this.failing = true;
        this.log.error({ err }, 'rate-limit store unavailable: limits are counted per process until it returns');
      }
      return use(this.fallback);
    }
  }
}

/** A limit: at most `max` hits per `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Limits of one rate-limited action. For most actions every attempt counts, per client IP and per subject (an email,
 * or an account id). For the password checks (`login`, `passwordCheck`) only failures count against the subject, and
 * per IP and subject together: a stranger's wrong guesses must not lock the owner out (issue #24).
 */
export interface ActionLimits {
  /** Every attempt from one IP. */
  perIp: RateLimitRule;
  /** Attempts for one subject; for password checks, failures for one subject from one IP. */
  perSubject: RateLimitRule;
  /**
   * Password checks: failures for one subject from every IP. Past it, only an IP that has not failed for the subject in
   * its window may still try, so a botnet gets one guess per address while the owner still signs in from a clean one.
   */
  perSubjectFromAnyIp?: RateLimitRule;
}

/** The rate-limited actions. */
export type RateLimitedAction =
  | 'login'
  | 'register'
  | 'recovery'
  | 'recoveryCompletion'
  | 'passwordCheck'
  | 'checkout'
  | 'cancelOrder'
  | 'emailConfirmation'
  | 'clientLog'
  | 'backInStock';

const minutes = (n: number) => n * 60_000;

/** Limits per action. A B2B buyer never meets them; a script does within seconds. */
export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitedAction, ActionLimits>> = {
  login: {
    perIp: { max: 10, windowMs: minutes(1) },
    perSubject: { max: 5, windowMs: minutes(15) },
    perSubjectFromAnyIp: { max: 20, windowMs: minutes(15) },
  },
  register: { perIp: { max: 10, windowMs: minutes(1) }, perSubject: { max: 5, windowMs: minutes(1) } },
  // Each one may send a letter: few per address, and a mailbox is not flooded from many addresses either.
  recovery: { perIp: { max: 5, windowMs: minutes(1) }, perSubject: { max: 3, windowMs: minutes(15) } },
  // Setting a new password with a recovery link: each attempt may cost a hash.
  recoveryCompletion: { perIp: { max: 10, windowMs: minutes(10) }, perSubject: { max: 10, windowMs: minutes(10) } },
  // The current password asked for by a password or e-mail change, by account id.
  passwordCheck: {
    perIp: { max: 20, windowMs: minutes(10) },
    perSubject: { max: 5, windowMs: minutes(15) },
    perSubjectFromAnyIp: { max: 10, windowMs: minutes(15) },
  },
  // Issue #24: letters and log lines anyone could otherwise send without end. `perSubject` counts per account here (the
  // caller passes the user's id); a whole office behind one address shares `perIp`. client log: per IP only.
  checkout: { perIp: { max: 60, windowMs: minutes(10) }, perSubject: { max: 10, windowMs: minutes(10) } },
  cancelOrder: { perIp: { max: 60, windowMs: minutes(10) }, perSubject: { max: 10, windowMs: minutes(10) } },
  emailConfirmation: { perIp: { max: 10, windowMs: minutes(10) }, perSubject: { max: 3, windowMs: minutes(10) } },
  clientLog: { perIp: { max: 30, windowMs: minutes(1) }, perSubject: { max: 30, windowMs: minutes(1) } },
  // Issue #28: a back-in-stock subscription mails nothing at once but keeps an address the shop will write to; the
  // subject is that address.
  backInStock: { perIp: { max: 20, windowMs: minutes(10) }, perSubject: { max: 10, windowMs: minutes(10) } },
};

/** A subject's key: emails compare case-insensitively; blank means none. */
const subjectKey = (subject: string | null | undefined) => subject?.trim().toLowerCase() || undefined;

/**
 * Checks actions' limits. Every attempt counts against the IP; against the subject too, except when its IP is
 * already over: a flood from one address must not lock the account's owner out as well, nor fill the counters with
 * the emails it names.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: Readonly<Record<RateLimitedAction, ActionLimits>> = DEFAULT_RATE_LIMITS,
  ) {}

  /** Counts one attempt; throws {@link TooManyRequestsError} when the IP or the subject is over its limit. */
  async consume(action: RateLimitedAction, ip: string, subject: string | null | undefined): Promise<void> {
    const rules = this.limits[action];
    await this.check(`${action}:ip:${ip}`, rules.perIp);
    const key = subjectKey(subject);
    if (key !== undefined) await this.check(`${action}:subject:${key}`, rules.perSubject);
  }

  /**
   * Runs a password check under its limits: every attempt counts against the IP, and an attempt that `isFailure`
   * judges wrong counts against the subject from this IP and from any IP ({@link ActionLimits}). A right password is
   * refused only while this IP itself is over, so nobody can lock the owner out from elsewhere.
   */
  async guardFailures<T>(
    action: RateLimitedAction,
    ip: string,
    subject: string | null | undefined,
    attempt: () => Promise<T>,
    isFailure: (err: unknown) => boolean,
  ): Promise<T> {
    const rules = this.limits[action];
    await this.check(`${action}:ip:${ip}`, rules.perIp);
    const key = subjectKey(subject);
    if (key === undefined) return attempt();
    const fromIp = `${action}:failed:${key}:ip:${ip}`;
    const fromAnyIp = `${action}:failed:${key}`;
    const failedHere = await this.store.peek(fromIp);
    if (failedHere >= rules.perSubject.max) throw await this.refusal(fromIp, rules.perSubject);
    const anyIp = rules.perSubjectFromAnyIp;
    if (anyIp !== undefined && failedHere > 0 && (await this.store.peek(fromAnyIp)) >= anyIp.max)
      throw await this.refusal(fromAnyIp, anyIp);
    try {
      return await attempt();
    } catch (err) {
      if (isFailure(err)) {
        await this.store.hit(fromIp, rules.perSubject.windowMs);
        if (anyIp !== undefined) await this.store.hit(fromAnyIp, anyIp.windowMs);
      }
      throw err;
    }
  }

  private async check(key: string, rule: RateLimitRule): Promise<void> {
    const hit = await this.store.hit(key, rule.windowMs);
    if (hit.count > rule.max) throw retryAfter(hit.resetInMs);
  }

  /** The refusal of a counter already over its limit, with the time its window has left. */
  private async refusal(key: string, rule: RateLimitRule): Promise<TooManyRequestsError> {
    // A hit past the limit tells how long the window lasts; the count it adds changes nothing once over.
    const hit = await this.store.hit(key, rule.windowMs);
    return retryAfter(hit.resetInMs);
  }
}

const retryAfter = (resetInMs: number) => new TooManyRequestsError(Math.max(1, Math.ceil(resetInMs / 1000)));

/** True for an error of one of the catalogue's codes (a wrong password, say). */
export const isErrorCode =
  (...codes: ErrorCode[]) =>
  (err: unknown): boolean =>
    err instanceof AppError && codes.includes(err.code);
