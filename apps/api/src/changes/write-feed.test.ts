import { describe, expect, it } from 'vitest';
import { WriteFeed, type Change } from './write-feed';

describe('the change feed', () => {
  it('numbers changes and tells every listener, its own and relayed ones alike', () => {
    const feed = new WriteFeed();
    const heard: Change[] = [];
    feed.subscribe((change) => heard.push(change));
    feed.publish('catalogue');
    feed.receive('settings');
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
    feed.receive('catalogue');
    expect(relayed).toEqual(['content']);
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
