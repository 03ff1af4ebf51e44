/**
 * Login and refresh throughput and latency of the real API (spawned as `npm start` would run it, on
 * in-memory PGlite, or on PostgreSQL when BENCH_DATABASE_URL is set), beside a bare Fastify hello-world
 * measured in the same run. Loopback only; each case runs BENCH_SECONDS (default 5) seconds.
 *
 *   npm run bench:auth
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:auth
 *
 * Rate limits stay on: every request comes "from" its own address (X-Forwarded-For, trusted from
 * loopback) and logins rotate over many users, so the limiter is exercised but never trips.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientAddress, freePort, startApi, withPostgresDatabase, type DatabaseLocation } from '@shop/tools-kit';
import autocannon, { type Result } from 'autocannon';
// The baseline is by definition a bare Fastify server, the framework the API runs on.
import Fastify from 'fastify';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const USERS = 100;
const PASSWORD = 'bench-password-1';
/** Stated with the figures; the API's own values are in apps/api/src/modules/identity/passwords.ts. */
const ARGON2 = 'argon2id m=19456 KiB, t=2, p=1';

let ipCounter = 0;
/** A different private client address per request, so per-IP limits never trip. */
const nextIp = () => clientAddress(++ipCounter);

async function post(base: string, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

interface Row {
  name: string;
  result: Result;
}

async function measure(engine: string, databaseUrl: string | undefined): Promise<Row[]> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
  const database: DatabaseLocation =
    databaseUrl !== undefined ? { engine: 'pg', url: databaseUrl } : { engine: 'pglite', dir: 'memory://' };
  const api = await startApi(await freePort(), database, dir, {
    jwtSecret: randomBytes(32).toString('base64url'),
    adminPassword: 'bench-admin-password',
  });
  const base = api.origin;
  try {
    const emails = Array.from({ length: USERS }, (_, i) => `bench${i}@example.ru`);
    for (const email of emails) {
      const res = await post(base, '/api/v1/auth/register/customer', { email, password: PASSWORD });
      if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.json)}`);
    }
    let loginIndex = 0;
    const login = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/auth/login',
          setupRequest: (request) => {
            loginIndex += 1;
            const email = emails[loginIndex % emails.length];
            return {
              ...request,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
              body: JSON.stringify({ email, password: PASSWORD }),
            };
          },
        },
      ],
    });

    // Each connection keeps its own chain of refresh tokens, as a browser tab would.
    const starts: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const res = await post(base, '/api/v1/auth/login', {
        email: emails[(i * 7) % emails.length],
        password: PASSWORD,
      });
      starts.push((res.json as { payload: { jwt: { refreshToken: string } } }).payload.jwt.refreshToken);
    }
    let connectionIndex = 0;
    const refresh = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/auth/token/refresh',
          setupRequest: (request, context) => {
            if (context['token'] === undefined) context['token'] = starts[connectionIndex++ % starts.length];
            return {
              ...request,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ refreshToken: context['token'] }),
            };
          },
          onResponse: (status, body, context) => {
            if (status === 200)
              context['token'] = (
                JSON.parse(body) as { payload: { jwt: { refreshToken: string } } }
              ).payload.jwt.refreshToken;
          },
        },
      ],
    });
    return [
      { name: `login (${engine})`, result: login },
      { name: `refresh (${engine})`, result: refresh },
    ];
  } finally {
    await api.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function baseline(): Promise<Row> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return {
      name: 'Fastify hello-world',
      result: await autocannon({ url: address, connections: CONNECTIONS, duration: SECONDS }),
    };
  } finally {
    await app.close();
  }
}

function table(rows: Row[]): string {
  const header = ['case', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'];
  const lines = rows.map(({ name, result }) => [
    name,
    result.requests.average.toFixed(0),
    result.latency.p50.toFixed(1),
    result.latency.p99.toFixed(1),
    String(result.requests.total),
    String(result.non2xx),
    String(result.errors + result.timeouts),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

async function main(): Promise<void> {
  const rows: Row[] = [await baseline(), ...(await measure('PGlite', undefined))];
  const pgUrl = process.env['BENCH_DATABASE_URL']?.trim();
  if (pgUrl) rows.push(...(await withPostgresDatabase(pgUrl, 'shop_bench', (url) => measure('PostgreSQL', url))));
  console.log(`\nAuth benchmark: ${SECONDS} s per case, ${CONNECTIONS} connections, loopback; passwords ${ARGON2}\n`);
  console.log(table(rows));
  console.log(
    `\nlogin = one argon2id verification + session insert + JWT; refresh = token lookup with row lock + rotation + JWT.`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
