/**
 * Latency and throughput of one measured case, from every response time the load loop recorded (no
 * histogram buckets: a few seconds of answers fit in memory, and the percentiles are then exact).
 */

/** What one case measured. */
export interface Summary {
  /** Answers per second over the whole measured time, 2xx or not. */
  requestsPerSecond: number;
  /** Latencies of the 2xx responses, milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  /** All responses received. */
  responses: number;
  /** Responses with a status other than 2xx, and requests that failed (status 0). */
  failures: number;
  /** The measured time, seconds. */
  seconds: number;
}

/**
 * The nearest-rank percentile (the smallest sample with at least `percent` % of the samples at or below it),
 * the definition HDR histograms report. `sorted` must be in ascending order; NaN when it is empty.
 */
export function percentile(sorted: readonly number[], percent: number): number {
  if (percent <= 0 || percent > 100) throw new RangeError(`percentile: ${percent} is not in (0, 100]`);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[rank - 1] as number;
}

/** One response as the load generator saw it. */
export interface Sample {
  status: number;
  milliseconds: number;
}

/** Summarises the responses of a case measured for `seconds`; a request that failed has status 0. */
export function summarize(samples: readonly Sample[], seconds: number): Summary {
  if (!(seconds > 0)) throw new RangeError(`summarize: the measured time must be positive, not ${seconds}`);
  const ok = samples
    .filter((s) => s.status >= 200 && s.status < 300)
    .map((s) => s.milliseconds)
    .sort((a, b) => a - b);
  return {
    requestsPerSecond: samples.length / seconds,
    p50: percentile(ok, 50),
    p95: percentile(ok, 95),
    p99: percentile(ok, 99),
    responses: samples.length,
    failures: samples.length - ok.length,
    seconds,
  };
}
