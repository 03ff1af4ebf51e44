/** Steps every bench's main takes alike: progress lines, collecting a stopped server's log, the storefront build. */
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { onPostgres, ROOT, stopAllServers, type Server } from '@shop/tools-kit';
import { CACHE_DIR } from './databases.ts';
import type { Summary } from './summary.ts';

/** Ends a progress line with what the case measured, so a long run shows how it goes. */
export function progress<T extends Summary>(summary: T): T {
  process.stdout.write(
    ` ${summary.responses} responses, ${summary.requestsPerSecond.toFixed(0)} req/s, p99 ${summary.p99.toFixed(0)} ms\n`,
  );
  return summary;
}

/** Stops a server; what it logged goes to a log file under the cache folder, and a note says so. */
export async function stopAndCollect(server: Server, label: string, where: string, notes: string[]): Promise<void> {
  await server.stop();
  const lines = server.errorLines();
  if (lines.length === 0) return;
  const file = join(CACHE_DIR, `${where.replace(/\W+/g, '-')}-${label.replace(/\W+/g, '-')}.log`);
  await writeFile(file, `${lines.join('\n')}\n`);
  notes.push(
    `${where}: the ${label} logged warnings or errors (${file.slice(ROOT.length)}), e.g. ${lines[lines.length - 1]?.trim().slice(0, 160)}`,
  );
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The server version of the PostgreSQL at `url`, printed with the figures. */
export function postgresVersion(url: string): Promise<string> {
  return onPostgres(
    url,
    async (client) =>
      (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?',
  );
}

/** Builds the storefront's production server (Nx caches an unchanged build); throws when the build fails. */
export function buildStorefront(): void {
  console.log('Building the storefront (Nx caches an unchanged build)…');
  const build = spawnSync('npx', ['nx', 'run', '@shop/storefront:build', '--outputStyle=static'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (build.status !== 0) throw new Error('the storefront build failed; run with --no-ssr to skip the SSR case');
}

/**
 * Runs a benchmark's `main` with the command line's arguments: `--help` prints the usage instead, Ctrl+C stops the
 * servers it started, a failure is printed (with the usage after a bad option) and exits 1.
 */
export function runBenchmark(main: (args: string[]) => Promise<void>, usage: string): void {
  const args = process.argv.slice(2);
  if (args.some((a) => a === '--help' || a === '-h')) {
    console.log(usage);
    return;
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers this benchmark started…`);
      void stopAllServers().finally(() => process.exit(130));
    });
  }
  main(args).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    if (err instanceof Error && /^--|Unknown option|nothing to measure/.test(err.message)) console.error(usage);
    process.exit(1);
  });
}
