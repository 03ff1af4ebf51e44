/** The calls the probe (probe.ts) records in a server, and how they are counted. */

/** One SQL query or outgoing HTTP request: what it was and when it started and ended (ms). */
export interface Call {
  kind: 'sql' | 'fetch';
  what: string;
  start: number;
  end: number;
}

/**
 * Stages of calls: a call that starts after every earlier one ended begins a new stage, so parallel calls share
 * one stage and a waterfall has as many stages as calls.
 */
export function stagesOf(calls: readonly Call[]): number {
  let stages = 0;
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    if (call.start >= lastEnd) stages += 1;
    lastEnd = Math.max(lastEnd, call.end);
  }
  return stages;
}
