import { closedLoop } from './http-load.ts';
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

/** What one case measured, and whether the figures come from the warm-up round of a very slow case. */
export type Measured = Summary & { fromWarmup: boolean };

/** One GET path on `origin`, with optional headers, driven by `settings.connections` keep-alive connections. */
export async function measure(origin: string, path: string, settings: LoadSettings, headers: Record<string, string> = {}): Promise<Measured> {
  const url = origin + path;
  const warmup = await closedLoop(url, { connections: settings.connections, seconds: settings.warmupSeconds, headers });
  if (warmup.seconds > settings.slowRoundSeconds) return { ...summarize(warmup.samples, warmup.seconds), fromWarmup: true };
  const run = await closedLoop(url, { connections: settings.connections, seconds: settings.seconds, headers });
  return { ...summarize(run.samples, run.seconds), fromWarmup: false };
}
