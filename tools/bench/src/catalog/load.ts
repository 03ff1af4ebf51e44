import { closedLoop } from './http-load.ts';
import { summarize, type Summary } from './summary.ts';

/** How hard and how long each case is driven. */
export interface LoadSettings {
  connections: number;
  /** Measured seconds per case, at least. */
  seconds: number;
  /** Unmeasured seconds before each case: JIT, plan caches and the database's buffer cache warm up. */
  warmupSeconds: number;
}

/** The measured time is stretched for slow cases up to this many seconds. */
export const MAX_MEASURED_SECONDS = 30;
/** …to this many rounds (one round = every connection's request answered once). */
const ROUNDS = 3;

/**
 * The measured time of a case: the asked seconds, stretched to {@link ROUNDS} rounds when one round
 * (`roundSeconds`, the slowest answer of the warm-up) is slow, so a slow case still yields more than a
 * handful of answers.
 */
export function measuredSeconds(askedSeconds: number, roundSeconds: number): number {
  return Math.max(askedSeconds, Math.min(MAX_MEASURED_SECONDS, Math.ceil(ROUNDS * roundSeconds)));
}

/** One GET path on `origin`, with optional headers, driven by `settings.connections` keep-alive connections. */
export async function measure(origin: string, path: string, settings: LoadSettings, headers: Record<string, string> = {}): Promise<Summary> {
  const url = origin + path;
  const warmupStarted = performance.now();
  const warmup = await closedLoop(url, { connections: settings.connections, seconds: settings.warmupSeconds, headers });
  // The warm-up waits for its last requests, so its overrun past the warm-up time is at least one slow answer.
  const overrun = (performance.now() - warmupStarted) / 1000 - settings.warmupSeconds;
  const slowest = Math.max(0, ...warmup.samples.map((s) => s.milliseconds)) / 1000;
  const seconds = measuredSeconds(settings.seconds, Math.max(overrun, slowest));
  const run = await closedLoop(url, { connections: settings.connections, seconds, headers });
  return summarize(run.samples, run.seconds);
}
