import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from '../db/redis';
import { CHANGE_SCOPES, type Changed, type ChangeScope, type WriteFeed } from './write-feed';

/** A user id as the shop makes them (a UUID). */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The change a message names (a scope, or a shopper by a well-formed id); undefined for anything else. */
function changeOf(message: { scope?: unknown; userId?: unknown }): Changed | undefined {
  if (CHANGE_SCOPES.includes(message.scope as ChangeScope)) return { scope: message.scope as ChangeScope };
  if (message.scope === 'shopper' && typeof message.userId === 'string' && USER_ID.test(message.userId))
    return { scope: 'shopper', userId: message.userId };
  return undefined;
}

/**
 * Carries the change feed between API processes over one Redis channel (`REDIS_URL`): each process publishes its
 * own writes' changes and hands the others' to its feed, so their caches and the storefronts listening to them
 * drop what changed within a round trip instead of the cache TTL. Messages carry the sending process's id, the
 * scope and, for a shopper's change, the user's id. While the subscription is down changes may be missed, so every
 * page scope is taken as changed, in every process, when it comes back (which also drops every shopper's kept
 * context).
 */
export class RedisChangeRelay {
  private readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly stopRelaying: () => void;
  /**
   * Changes made here that could not be published, by their message key; sent again when the publisher reconnects.
   * A shopper's change among them is one per user; a page scope stands for all of its kind.
   */
  private readonly unsent = new Map<string, Changed>();

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
    // Named for operators (CLIENT LIST) and the tests; resubscribed by hand, see resubscribe().
    this.subscriber = connectRedis(url, log, 'change relay (subscriber)', {
      connectionName: `${channel}:subscriber`,
      autoResubscribe: false,
    });
    this.stopRelaying = feed.relayTo(({ generation: _, ...changed }) => this.publish(changed));
    // A change that could not go out while Redis was away goes out as soon as the publisher is back: the other
    // processes may already have resubscribed, and would otherwise keep the stale pages until their caches expire.
    this.publisher.on('ready', () => {
      const owed = [...this.unsent.values()];
      this.unsent.clear();
      for (const changed of owed) this.publish(changed);
    });
    this.subscriber.on('message', (channel: string, message: string) => this.onMessage(channel, message));
  }

  private publish(changed: Changed): void {
    this.publisher
      .publish(this.channel, JSON.stringify({ origin: this.origin, ...changed, sentAt: Date.now() }))
      .catch((err: unknown) => {
        this.unsent.set(changed.scope === 'shopper' ? `shopper:${changed.userId}` : changed.scope, changed);
        this.log.warn(
          { err, scope: changed.scope },
          'change not relayed to other API processes yet; sent when Redis is back',
        );
      });
  }

  /** Connects and subscribes; resolves once changes of other processes arrive. */
  async start(): Promise<void> {
    let subscribedOnce = false;
    this.subscriber.on('ready', () => {
      if (subscribedOnce) void this.resubscribe();
    });
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe(this.channel);
    subscribedOnce = true;
  }

  /**
   * After a reconnect of the subscriber. What was published meanwhile is lost, so every page scope is taken as
   * changed, and not only here: while this process was away its caches (and the pages the storefronts built on its
   * answers) may have gone stale, and a storefront streaming from another API process would never hear of a purge
   * made here alone. So the changes are published, once subscribed again: when Redis comes back, the last process to
   * resubscribe reaches every other one, after each of them has dropped its own caches.
   */
  private async resubscribe(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
    } catch (err) {
      // Lost again before it took: the next 'ready' tries again.
      this.log.warn({ err }, 'change relay could not subscribe again yet');
      return;
    }
    for (const scope of CHANGE_SCOPES) this.feed.publish(scope);
  }

  async close(): Promise<void> {
    this.stopRelaying();
    await Promise.all([this.publisher, this.subscriber].map((r) => r.quit().catch(() => r.disconnect())));
  }

  private onMessage(channel: string, message: string): void {
    if (channel !== this.channel) return;
    let parsed: { origin?: unknown; scope?: unknown; userId?: unknown; sentAt?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      this.log.warn({ channel }, 'unreadable change message ignored');
      return;
    }
    if (parsed.origin === this.origin) return;
    const changed = changeOf(parsed);
    if (changed === undefined) return;
    this.feed.receive(changed);
    // Processes of one shop share a clock closely enough (NTP) for a lag in milliseconds; a skewed one reads as 0.
    if (typeof parsed.sentAt === 'number') this.observeLag(Math.max(0, Date.now() - parsed.sentAt) / 1000);
  }
}
