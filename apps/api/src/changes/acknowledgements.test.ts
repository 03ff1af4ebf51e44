import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Acknowledgements } from './acknowledgements';

describe('Acknowledgements', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles at once when no subscriber is behind the generation', async () => {
    const acks = new Acknowledgements();
    await expect(acks.settled(3, 1000)).resolves.toBe(true);
    acks.add('a', 3);
    await expect(acks.settled(3, 1000)).resolves.toBe(true);
  });

  it('settles when the last subscriber behind acknowledges, and not before', async () => {
    const acks = new Acknowledgements();
    acks.add('a', 0);
    acks.add('b', 0);
    let settled = false;
    const wait = acks.settled(2, 1000).then((ok) => (settled = ok));
    acks.ack('a', 2);
    acks.ack('b', 1);
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toBe(false);
    acks.ack('b', 2);
    await wait;
    expect(settled).toBe(true);
  });

  it('settles two overlapping writes each on its own generation', async () => {
    const acks = new Acknowledgements();
    acks.add('a', 0);
    const settled: number[] = [];
    void acks.settled(1, 1000).then(() => settled.push(1));
    void acks.settled(2, 1000).then(() => settled.push(2));
    acks.ack('a', 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual([1]);
    acks.ack('a', 2);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual([1, 2]);
  });

  it('settles when the subscriber behind goes away', async () => {
    const acks = new Acknowledgements();
    acks.add('a', 0);
    const wait = acks.settled(1, 1000);
    acks.remove('a');
    await expect(wait).resolves.toBe(true);
  });

  it('gives up after the timeout, then skips the silent subscriber until it acknowledges again', async () => {
    const acks = new Acknowledgements();
    acks.add('silent', 0);
    const first = acks.settled(1, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(first).resolves.toBe(false);
    // A hung storefront costs one write the timeout, not every write.
    await expect(acks.settled(2, 1000)).resolves.toBe(true);
    acks.ack('silent', 1);
    let settled: boolean | undefined;
    void acks.settled(3, 1000).then((ok) => (settled = ok));
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBeUndefined();
    acks.ack('silent', 3);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('refuses an acknowledgement from an unknown subscriber', () => {
    const acks = new Acknowledgements();
    expect(acks.ack('nobody', 1)).toBe(false);
    acks.add('a', 0);
    expect(acks.ack('a', 1)).toBe(true);
  });
});
