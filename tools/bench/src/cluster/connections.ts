/**
 * PostgreSQL's connections while a mix is measured: how many serve the shop's database at most (the API processes'
 * pools), how many the whole server has at most, and which backends served the shop (for the CPU figures).
 */
import pg from 'pg';

/** What the watch saw. */
export interface ConnectionFigures {
  /** Most client connections to the shop's database at one time. */
  peak: number;
  /** Most client connections to the whole server at one time (other work on it included). */
  peakAll: number;
  /** The server's max_connections. */
  maxConnections: number;
  /** Backends that served the shop's database. */
  backends: Set<number>;
}

/** A watch over the connections of `database` on the server of `serverUrl`, asked every `intervalMs` until stopped. */
export async function watchConnections(
  serverUrl: string,
  database: string,
  intervalMs = 250,
): Promise<{ stop(): Promise<ConnectionFigures> }> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const maxConnections = Number(
    (await client.query<{ n: string }>("select current_setting('max_connections') as n")).rows[0]?.n ?? 0,
  );
  const figures: ConnectionFigures = { peak: 0, peakAll: 0, maxConnections, backends: new Set() };
  let running = true;
  const sample = async () => {
    const rows = (
      await client.query<{ pid: number; datname: string | null }>(
        "select pid, datname from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
      )
    ).rows;
    const shop = rows.filter((r) => r.datname === database);
    for (const r of shop) figures.backends.add(r.pid);
    figures.peak = Math.max(figures.peak, shop.length);
    figures.peakAll = Math.max(figures.peakAll, rows.length);
  };
  const loop = (async () => {
    while (running) {
      await sample().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      return figures;
    },
  };
}
