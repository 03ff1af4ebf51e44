/**
 * The capacity bench's baseline, measured in the same run as the cluster: bare Node HTTP servers (hello-server.ts)
 * asked directly, and through an nginx set up as the cluster's is (worker_processes auto, keep-alive upstreams, the
 * same proxy headers, a buffered access log), so nginx's own cost per request shows.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  freePort,
  nginxProxyHeaders,
  nginxUpstream,
  ROOT,
  startServer,
  stopChild,
  unprivilegedNginxConfig,
  until,
  type Server,
} from '@shop/tools-kit';

/** The nginx configuration of the baseline: `listenPort` on 127.0.0.1 balancing over the bare servers of `ports`. */
export function proxyConfig(runDir: string, listenPort: number, ports: readonly number[]): string {
  return unprivilegedNginxConfig(
    runDir,
    `${nginxUpstream('bare_node', ports, 64)}

${nginxProxyHeaders('$request_id')}

server {
  listen 127.0.0.1:${listenPort};

  location / {
    proxy_pass http://bare_node;
  }
}
`,
  );
}

/** `count` bare Node servers, each on a free port. */
export async function startBareServers(count: number): Promise<Server[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      servers.push(
        await startServer({
          name: 'the bare Node server',
          cwd: ROOT,
          entry: 'tools/bench/src/cluster/hello-server.ts',
          port,
          healthPath: '/',
          env: { BASELINE_PORT: String(port) },
        }),
      );
    }
  } catch (error) {
    for (const server of servers) await server.stop();
    throw error;
  }
  return servers;
}

/** nginx on a free port in front of `servers`, its files under `runDir`; its origin and how to stop it. */
export async function startProxy(
  runDir: string,
  servers: readonly Server[],
): Promise<{ origin: string; stop(): Promise<void> }> {
  await mkdir(join(runDir, 'temp'), { recursive: true });
  const port = await freePort();
  const conf = join(runDir, 'nginx.conf');
  await writeFile(
    conf,
    proxyConfig(
      runDir,
      port,
      servers.map((s) => Number(new URL(s.origin).port)),
    ),
  );
  let output = '';
  const child = spawn('nginx', ['-p', runDir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  const up = await until(async () => child.exitCode === null && (await fetch(origin)).ok, 10_000);
  if (up) return { origin, stop };
  await stop();
  throw new Error(`nginx in front of the bare servers did not answer on ${origin}:\n${output}`);
}
