import { describe, expect, it } from 'vitest';
import { PersonalMemo, type PersonalLoaded } from './personal-memo';
import { TestSource } from './testing';

const TTL = 30_000;

/** A memo on a live test source and a clock moved by hand. */
function setUp() {
  const source = new TestSource(true);
  const clock = { now: 1_000_000 };
  const memo = new PersonalMemo<string>(source, 100, TTL, () => clock.now);
  let loads = 0;
  /** A load of `userId`'s value that may be kept until the far future (the token's end). */
  const load = (userId: string) => async (): Promise<PersonalLoaded<string>> => ({
    value: `${userId}#${++loads}`,
    keep: true,
    userId,
    expiresAt: Number.MAX_SAFE_INTEGER,
  });
  return { source, clock, memo, load };
}

describe('PersonalMemo', () => {
  it("keeps each session's value until that user changes, and leaves other users' values alone", async () => {
    const { source, memo, load } = setUp();
    expect(await memo.get('token-a', load('ann'))).toBe('ann#1');
    expect(await memo.get('token-b', load('bob'))).toBe('bob#2');
    expect(await memo.get('token-a', load('ann'))).toBe('ann#1');

    source.userChanged('ann');
    expect(await memo.get('token-a', load('ann'))).toBe('ann#3');
    expect(await memo.get('token-b', load('bob'))).toBe('bob#2');
  });

  it('drops every session of the user that changed (two devices)', async () => {
    const { source, memo, load } = setUp();
    await memo.get('phone', load('ann'));
    await memo.get('laptop', load('ann'));
    source.userChanged('ann');
    expect(await memo.get('phone', load('ann'))).toBe('ann#3');
    expect(await memo.get('laptop', load('ann'))).toBe('ann#4');
  });

  it('forgets everything on a purge and keeps nothing while the stream is down', async () => {
    const { source, memo, load } = setUp();
    await memo.get('token-a', load('ann'));
    source.purge();
    expect(await memo.get('token-a', load('ann'))).toBe('ann#2');
    source.setLive(false);
    expect(await memo.get('token-a', load('ann'))).toBe('ann#3');
    expect(await memo.get('token-a', load('ann'))).toBe('ann#4');
  });

  it('forgets everything on a group purge too: a cart shows free quantities and lines beyond them', async () => {
    const { source, memo, load } = setUp();
    await memo.get('token-a', load('ann'));
    source.groupPurge();
    expect(await memo.get('token-a', load('ann'))).toBe('ann#2');
  });

  it('does not keep a load the user changed during, nor one a purge overtook', async () => {
    const { source, memo, load } = setUp();
    let release = () => undefined as void;
    const slow = memo.get('token-a', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return load('ann')();
    });
    source.userChanged('ann');
    release();
    expect(await slow).toBe('ann#1');
    expect(await memo.get('token-a', load('ann'))).toBe('ann#2');

    const overtaken = memo.get('token-b', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return load('bob')();
    });
    source.purge();
    release();
    await overtaken;
    expect(await memo.get('token-b', load('bob'))).toBe('bob#4');
  });

  it('shares one load between concurrent asks of a session, but not across a change of the user', async () => {
    const { source, memo, load } = setUp();
    const [first, second] = await Promise.all([memo.get('token-a', load('ann')), memo.get('token-a', load('ann'))]);
    expect([first, second]).toEqual(['ann#1', 'ann#1']);
    source.userChanged('ann');
    let release = () => undefined as void;
    const before = memo.get('token-a', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return load('ann')();
    });
    source.userChanged('ann');
    const after = memo.get('token-a', load('ann'));
    release();
    expect(await after).toBe('ann#2');
    expect(await before).toBe('ann#3');
  });

  it("expires a value after the memo's lifetime or the session's end, whichever is first", async () => {
    const { clock, memo, load } = setUp();
    await memo.get('token-a', load('ann'));
    clock.now += TTL - 1;
    expect(await memo.get('token-a', load('ann'))).toBe('ann#1');
    clock.now += 1;
    expect(await memo.get('token-a', load('ann'))).toBe('ann#2');

    const endsSoon = async (): Promise<PersonalLoaded<string>> => ({
      value: 'short',
      keep: true,
      userId: 'bob',
      expiresAt: clock.now + 1000,
    });
    await memo.get('token-b', endsSoon);
    clock.now += 1000;
    expect(await memo.get('token-b', load('bob'))).toBe('bob#3');
  });

  it('keeps no value the load said not to keep (a guest, a failure)', async () => {
    const { memo, load } = setUp();
    expect(await memo.get('token-a', async () => ({ value: 'guest', keep: false }))).toBe('guest');
    expect(await memo.get('token-a', load('ann'))).toBe('ann#1');
    expect(memo.size).toBe(1);
  });

  it('a drop older than the lifetime is forgotten, and values loaded after it are kept', async () => {
    const { source, clock, memo, load } = setUp();
    source.userChanged('ann');
    clock.now += TTL;
    source.userChanged('bob');
    expect(await memo.get('token-a', load('ann'))).toBe('ann#1');
    expect(await memo.get('token-a', load('ann'))).toBe('ann#1');
  });
});
