import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from '../db/redis';
import type { WriteFeed, ChangeScope } from './write-feed';

const SCOPES: readonly ChangeScope[] = ['catalogue', 'settings', 'content', 'redirects', 'membership'];

function isScope(value: unknown): value is ChangeScope {
  return SCOPES.includes(value as ChangeScope);
}

/**
 * Carries the change feed between API processes over one Redis channel (`REDIS_URL`): each process publishes its
 * own writes' changes and hands the others' to its feed, so their caches and the storefronts listening to them
 * drop what changed within a round trip instead of the cache TTL. Messages carry the sending process's id and the
 * scope only. While the subscription is down changes may be missed, so every scope is taken as changed when it
 * comes back.
 */
export class RedisChangeRelay {
  private readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly stopRelaying: () => void;
  /** Scopes changed here that could not be published; sent again when the publisher reconnects. */
  private readonly unsent = new Set<ChangeScope>();

  constructor(
    private readonly feed: WriteFeed,
    url: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
    /** One channel per shop; tests sharing a Redis pass their own. */
    private readonly channel = 'shop:changes',
    /** Told how long each change of another process took to arrive, in seconds (the metrics). */
    private readonly observeLag: (seconds: number) => void = () => undefined,
  ) {
    this.publisher = connectRedis(url, log, 'change relay (publisher)', { maxRetriesPerRequest: 2 });
    this.subscriber = connectRedis(url, log, 'change relay (subscriber)');
    this.stopRelaying = feed.relayTo(({ scope }) => this.publish(scope));
    // A change that could not go out while Redis was away goes out as soon as the publisher is back: the other
    // processes may already have resubscribed, and would otherwise keep the stale pages until their caches expire.
    this.publisher.on('ready', () => {
      const owed = [...this.unsent];
      this.unsent.clear();
      for (const scope of owed) this.publish(scope);
    });
    this.subscriber.on('message', (channel: string, message: string) => this.onMessage(channel, message));
  }

  private publish(scope: ChangeScope): void {
    this.publisher
      .publish(this.channel, JSON.stringify({ origin: this.origin, scope, sentAt: Date.now() }))
      .catch((err: unknown) => {
        this.unsent.add(scope);
        this.log.warn({ err, scope }, 'change not relayed to other API processes yet; sent when Redis is back');
      });
  }

  /** Connects and subscribes; resolves once changes of other processes arrive. */
  async start(): Promise<void> {
    let subscribedOnce = false;
    this.subscriber.on('ready', () => {
      // ioredis resubscribes by itself after a reconnect; what was published meanwhile is lost.
      if (subscribedOnce) for (const scope of SCOPES) this.feed.receive(scope);
    });
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe(this.channel);
    subscribedOnce = true;
  }

  async close(): Promise<void> {
    this.stopRelaying();
    await Promise.all([this.publisher, this.subscriber].map((r) => r.quit().catch(() => r.disconnect())));
  }

  private onMessage(channel: string, message: string): void {
    if (channel !== this.channel) return;
    let parsed: { origin?: unknown; scope?: unknown; sentAt?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      this.log.warn({ channel }, 'unreadable change message ignored');
      return;
    }
    if (parsed.origin === this.origin) return;
    if (!isScope(parsed.scope)) return;
    this.feed.receive(parsed.scope);
    // Processes of one shop share a clock closely enough (NTP) for a lag in milliseconds; a skewed one reads as 0.
    if (typeof parsed.sentAt === 'number') this.observeLag(Math.max(0, Date.now() - parsed.sentAt) / 1000);
  }
}
