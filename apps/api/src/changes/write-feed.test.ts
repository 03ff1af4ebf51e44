import { describe, expect, it } from 'vitest';
import { WriteFeed, type Change } from './write-feed';

describe('the change feed', () => {
  it('numbers changes and tells every listener, its own and relayed ones alike', () => {
    const feed = new WriteFeed();
    const heard: Change[] = [];
    feed.subscribe((change) => heard.push(change));
    feed.publish('catalogue');
    feed.receive({ scope: 'settings' });
    expect(heard).toEqual([
      { scope: 'catalogue', generation: 1 },
      { scope: 'settings', generation: 2 },
    ]);
    expect(feed.generation).toBe(2);
  });

  it('relays only what this process changed, so a relayed change does not travel back', () => {
    const feed = new WriteFeed();
    const relayed: string[] = [];
    feed.relayTo((change) => relayed.push(change.scope));
    feed.publish('content');
    feed.receive({ scope: 'catalogue' });
    expect(relayed).toEqual(['content']);
  });

  it("carries a shopper's change with whose it is, numbered and relayed like any other", () => {
    const feed = new WriteFeed();
    const heard: Change[] = [];
    const relayed: Change[] = [];
    feed.subscribe((change) => heard.push(change));
    feed.relayTo((change) => relayed.push(change));
    feed.shopperChanged('u-1');
    feed.receive({ scope: 'shopper', userId: 'u-2' });
    expect(heard).toEqual([
      { scope: 'shopper', userId: 'u-1', generation: 1 },
      { scope: 'shopper', userId: 'u-2', generation: 2 },
    ]);
    expect(relayed).toEqual([{ scope: 'shopper', userId: 'u-1', generation: 1 }]);
  });

  it('stops calling a listener once it unsubscribes', () => {
    const feed = new WriteFeed();
    const heard: string[] = [];
    const stop = feed.subscribe((change) => heard.push(change.scope));
    feed.publish('redirects');
    stop();
    feed.publish('redirects');
    expect(heard).toEqual(['redirects']);
  });
});
