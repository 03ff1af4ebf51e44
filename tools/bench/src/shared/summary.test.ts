import { describe, expect, it } from 'vitest';
import { percentile, summarize, type Sample } from './summary.ts';

const ascending = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('percentile (nearest rank)', () => {
  it('is the smallest sample with at least that share of samples at or below it', () => {
    const hundred = ascending(100);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it('rounds the rank up, so a small set never reports a latency below its tail', () => {
    // 10 samples: the 95th percentile needs 9.5 of them, so the 10th (largest) one.
    expect(percentile(ascending(10), 95)).toBe(10);
    expect(percentile(ascending(10), 50)).toBe(5);
    expect(percentile([7], 99)).toBe(7);
  });

  it('is NaN for no samples and refuses a percent outside (0, 100]', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('summarize', () => {
  it('counts every answer for throughput but takes latencies from 2xx responses only', () => {
    const ok: Sample[] = ascending(98).map((ms) => ({ status: 200, milliseconds: ms }));
    // Two fast failures must not pull the percentiles down.
    const failed: Sample[] = [
      { status: 500, milliseconds: 0.1 },
      { status: 404, milliseconds: 0.2 },
      { status: 0, milliseconds: 0.3 },
    ];
    const summary = summarize([...failed, ...ok].reverse(), 4);
    expect(summary.requestsPerSecond).toBe(101 / 4);
    expect(summary.seconds).toBe(4);
    expect(summary.responses).toBe(101);
    expect(summary.failures).toBe(3);
    expect(summary.p50).toBe(49);
    expect(summary.p95).toBe(94);
    expect(summary.p99).toBe(98);
  });

  it('sorts the samples itself (they arrive in completion order)', () => {
    const samples = [30, 10, 20].map((ms) => ({ status: 204, milliseconds: ms }));
    expect(summarize(samples, 1).p50).toBe(20);
  });

  it('refuses a measured time that is not positive', () => {
    expect(() => summarize([], 0)).toThrow(RangeError);
  });
});
