import { closedLoop, type RequestShape } from './http-load.ts';
import { summarize, type Summary } from './summary.ts';

/** How hard and how long each case is driven. */
export interface LoadSettings {
  connections: number;
  /** Measured seconds per case (plus the last round of requests). */
  seconds: number;
  /** Unmeasured seconds before each case: JIT, plan caches and the database's buffer cache warm up. */
  warmupSeconds: number;
  /**
   * A warm-up that took longer than this (its last round of requests alone) is not followed by a measured run:
   * its own answers are the figures, so a case with answers of many seconds does not take many minutes.
   */
  slowRoundSeconds: number;
}

/** See {@link LoadSettings.slowRoundSeconds}: keeps a run on a slow machine or engine within minutes per case. */
export const SLOW_ROUND_SECONDS = 15;

/** The settings of a run of `seconds` per case: a warm-up of a fifth of it, between 1 and 2 s. */
export function loadSettings(connections: number, seconds: number): LoadSettings {
  return {
    connections,
    seconds,
    warmupSeconds: Math.min(2, Math.max(1, Math.round(seconds / 5))),
    slowRoundSeconds: SLOW_ROUND_SECONDS,
  };
}

/** What one case measured, and whether the figures come from the warm-up round of a very slow case. */
export type Measured = Summary & { fromWarmup: boolean };

/**
 * One path on `origin` driven by `settings.connections` keep-alive connections: GETs, or with `shape.method` and
 * `shape.next` writes, whose warm-up requests are sent (and reported to `next`'s callbacks) like the measured ones.
 */
export async function measure(
  origin: string,
  path: string,
  settings: LoadSettings,
  shape: RequestShape = {},
): Promise<Measured> {
  const url = origin + path;
  const warmup = await closedLoop(url, {
    ...shape,
    connections: settings.connections,
    seconds: settings.warmupSeconds,
  });
  if (warmup.seconds > settings.slowRoundSeconds)
    return { ...summarize(warmup.samples, warmup.seconds), fromWarmup: true };
  const run = await closedLoop(url, { ...shape, connections: settings.connections, seconds: settings.seconds });
  return { ...summarize(run.samples, run.seconds), fromWarmup: false };
}
