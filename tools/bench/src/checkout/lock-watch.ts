/**
 * Why checkout waits: while a checkout case runs on PostgreSQL, pg_stat_activity is sampled every 50 ms for the
 * server's connections to the database, to tell how many wait for the order counter's row lock (every checkout
 * takes it, and holds it to its commit) and what the connection holding it does meanwhile: waiting for the
 * server's next statement ("idle in transaction") or running SQL and committing.
 */
import pg from 'pg';

/** One connection at one sampling tick. */
export interface ConnectionSample {
  state: string | null;
  waitEventType: string | null;
  query: string;
  /** Another connection waits for a lock this one holds. */
  blocking: boolean;
}

/** What the samples say about the counter lock. */
export interface LockSummary {
  ticks: number;
  /** Connections waiting for the counter's row lock, on average over the ticks. */
  waiting: number;
  /** Connections of the database, on average over the ticks. */
  connections: number;
  /** Of the ticks where some connection held up others: the share its holder spent idle in transaction (waiting for the server). */
  holderIdle: number;
  /** Ticks where some connection held up others. */
  held: number;
}

const waitsForCounter = (c: ConnectionSample) => c.waitEventType === 'Lock' && /order_number_counter/.test(c.query);

/** Sums up the ticks: each one the connections of the database at that moment. */
export function summarizeLocks(ticks: readonly (readonly ConnectionSample[])[]): LockSummary {
  let waiting = 0;
  let connections = 0;
  let held = 0;
  let idle = 0;
  for (const tick of ticks) {
    connections += tick.length;
    waiting += tick.filter(waitsForCounter).length;
    // The head of the queue: it holds others up and waits for no lock itself (a waiter queued first holds up those behind it).
    const heads = tick.filter((c) => c.blocking && c.waitEventType !== 'Lock');
    if (heads.length === 0) continue;
    held += 1;
    if (heads.some((c) => c.state === 'idle in transaction')) idle += 1;
  }
  const n = Math.max(1, ticks.length);
  return {
    ticks: ticks.length,
    waiting: waiting / n,
    connections: connections / n,
    holderIdle: held === 0 ? Number.NaN : idle / held,
    held,
  };
}

const SAMPLE = `
  select a.state, a.wait_event_type as "waitEventType", a.query,
         a.pid in (select unnest(pg_blocking_pids(b.pid)) from pg_stat_activity b where b.datname = current_database() and b.wait_event_type = 'Lock') as blocking
  from pg_stat_activity a
  where a.datname = current_database() and a.backend_type = 'client backend' and a.pid <> pg_backend_pid()`;

/** Starts sampling the database at `url`; `stop` ends it and sums the samples up. */
export async function watchLocks(url: string): Promise<{ stop(): Promise<LockSummary> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ticks: ConnectionSample[][] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      ticks.push((await client.query<ConnectionSample>(SAMPLE)).rows);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      await client.end();
      return summarizeLocks(ticks);
    },
  };
}
