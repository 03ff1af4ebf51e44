import autocannon from 'autocannon';
import { summarize, type Sample, type Summary } from './summary.ts';

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
 * Waits until the server has worked off the requests the load generator left behind, and says how long that
 * took. When a run ends, its in-flight requests are abandoned but still served; on PGlite (one query at a time)
 * that backlog can outlast the next case, which would then measure the previous one. One more request of the
 * same path queues behind the backlog, so its answer means the server is idle again.
 */
async function drain(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  await fetch(url, { headers, signal: AbortSignal.timeout(300_000) }).then((res) => res.arrayBuffer());
  return (performance.now() - started) / 1000;
}

async function drive(url: string, connections: number, seconds: number, headers: Record<string, string>, samples?: Sample[]) {
  const run = autocannon({ url, connections, duration: seconds, headers });
  if (samples !== undefined) run.on('response', (_client, statusCode, _bytes, responseTime) => samples.push({ status: statusCode, milliseconds: responseTime }));
  const result = await run;
  return { duration: result.duration, errors: result.errors + result.timeouts, drainSeconds: await drain(url, headers) };
}

/**
 * The measured time of a case: the asked seconds, stretched to {@link ROUNDS} rounds when one round (the
 * backlog the warm-up left, `roundSeconds`) is slow, so a slow case still yields more than a handful of answers.
 */
export function measuredSeconds(askedSeconds: number, roundSeconds: number): number {
  return Math.max(askedSeconds, Math.min(MAX_MEASURED_SECONDS, Math.ceil(ROUNDS * roundSeconds)));
}

/** One GET path on `origin`, with optional headers, driven by `settings.connections` keep-alive connections. */
export async function measure(origin: string, path: string, settings: LoadSettings, headers: Record<string, string> = {}): Promise<Summary> {
  const warmup = await drive(origin + path, settings.connections, settings.warmupSeconds, headers);
  const samples: Sample[] = [];
  const seconds = measuredSeconds(settings.seconds, warmup.drainSeconds);
  const { duration, errors } = await drive(origin + path, settings.connections, seconds, headers, samples);
  return summarize(samples, duration, errors);
}
