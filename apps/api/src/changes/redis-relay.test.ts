import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WriteFeed, type Change } from './write-feed';
import { RedisChangeRelay } from './redis-relay';

const REDIS_URL = process.env['TEST_REDIS_URL']?.trim() || undefined;

/** Resolves with the next change `feed` hears. */
function nextChange(feed: WriteFeed): Promise<Change> {
  return new Promise((resolve) => {
    const stop = feed.subscribe((change) => {
      stop();
      resolve(change);
    });
  });
}

describe.skipIf(REDIS_URL === undefined)('the Redis change relay (TEST_REDIS_URL)', () => {
  const relays: RedisChangeRelay[] = [];
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((r) => r.close()));
  });

  async function apiProcess(channel: string, lags: number[] = []): Promise<WriteFeed> {
    const feed = new WriteFeed();
    const relay = new RedisChangeRelay(
      feed,
      REDIS_URL ?? '',
      { warn: () => undefined, info: () => undefined },
      channel,
      (seconds) => lags.push(seconds),
    );
    relays.push(relay);
    await relay.start();
    return feed;
  }

  it("hands one process's changes to the others, once, and never echoes them back", async () => {
    const channel = `shop-test:changes:${randomUUID()}`;
    const lagsAtB: number[] = [];
    const [a, b, c] = [await apiProcess(channel), await apiProcess(channel, lagsAtB), await apiProcess(channel)];
    const heardByA: Change[] = [];
    a.subscribe((change) => heardByA.push(change));

    const atB = nextChange(b);
    const atC = nextChange(c);
    a.publish('catalogue');
    expect((await atB).scope).toBe('catalogue');
    expect((await atC).scope).toBe('catalogue');
    // The metrics learn how long the change took between processes: one arrival, well under a second here.
    expect(lagsAtB).toHaveLength(1);
    expect(lagsAtB[0]).toBeGreaterThanOrEqual(0);
    expect(lagsAtB[0]).toBeLessThan(1);

    // A round trip from b proves a's own message has come back through Redis by now, and was not applied twice.
    const backAtA = nextChange(a);
    b.publish('settings');
    expect((await backAtA).scope).toBe('settings');
    expect(heardByA.map((change) => change.scope)).toEqual(['catalogue', 'settings']);
  });

  it('keeps shops on different channels apart', async () => {
    const shopA = await apiProcess(`shop-test:changes:${randomUUID()}`);
    const channelB = `shop-test:changes:${randomUUID()}`;
    const [shopB, shopBToo] = [await apiProcess(channelB), await apiProcess(channelB)];
    const heardByB: Change[] = [];
    shopB.subscribe((change) => heardByB.push(change));
    const atBToo = nextChange(shopBToo);
    shopA.publish('catalogue');
    shopB.publish('content');
    expect((await atBToo).scope).toBe('content');
    expect(heardByB.map((change) => change.scope)).toEqual(['content']);
  });

  it("carries a shopper's change with the user's id, and drops a message naming a user id of no form", async () => {
    const channel = `shop-test:changes:${randomUUID()}`;
    const [a, b] = [await apiProcess(channel), await apiProcess(channel)];
    const userId = randomUUID();
    const atB = nextChange(b);
    a.shopperChanged(userId);
    expect(await atB).toMatchObject({ scope: 'shopper', userId });

    const heardByB: Change[] = [];
    b.subscribe((change) => heardByB.push(change));
    const raw = new Redis(REDIS_URL ?? '');
    try {
      await raw.publish(channel, JSON.stringify({ origin: 'elsewhere', scope: 'shopper', userId: '../etc' }));
      await raw.publish(channel, JSON.stringify({ origin: 'elsewhere', scope: 'shopper' }));
    } finally {
      raw.disconnect();
    }
    // A change after them, from a, arrives in order behind them: by then both were read and neither applied.
    const after = nextChange(b);
    a.publish('content');
    expect((await after).scope).toBe('content');
    expect(heardByB.map((change) => change.scope)).toEqual(['content']);
  });

  it('after its subscription was lost, a process takes every page scope as changed, and tells the others', async () => {
    const channel = `shop-test:changes:${randomUUID()}`;
    const a = await apiProcess(channel);
    const b = await apiProcess(channel);
    const heardByA: string[] = [];
    a.subscribe((change) => heardByA.push(change.scope));
    const raw = new Redis(REDIS_URL ?? '');
    try {
      // b's subscriber is the newer of the two connections of this channel's name.
      const ids = String(await raw.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${channel}:subscriber `))
        .map((line) => Number(/\bid=(\d+)/.exec(line)?.[1]));
      expect(ids).toHaveLength(2);
      await raw.client('KILL', 'ID', String(Math.max(...ids)));
    } finally {
      raw.disconnect();
    }
    // b reconnects, subscribes again and publishes every page scope: a storefront streaming from a hears of it.
    await vi.waitFor(
      () =>
        expect(new Set(heardByA)).toEqual(
          new Set(['catalogue', 'stock', 'settings', 'content', 'redirects', 'membership']),
        ),
      {
        timeout: 5000,
      },
    );
    // And b hears a's changes again.
    const atB = nextChange(b);
    a.publish('content');
    expect((await atB).scope).toBe('content');
  });
});
