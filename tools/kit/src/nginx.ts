/**
 * A whole nginx configuration that runs without root, every file it writes under `runDir` (`nginx -p runDir`), around
 * the `http` block's `body`: the cluster's (tools/run) and the capacity bench's baseline, so the baseline pays the
 * same nginx costs as the shop (workers, buffered access log, keep-alive).
 */
export function unprivilegedNginxConfig(runDir: string, body: string, mimeTypes = '/etc/nginx/mime.types'): string {
  const indented = body
    .split('\n')
    .map((line) => (line === '' ? line : `  ${line}`))
    .join('\n');
  return `worker_processes auto;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;

events {
  worker_connections 4096;
}

http {
  include ${mimeTypes};
  default_type application/octet-stream;
  # Which process answered, and how long it took: what a failure in the cluster is read from.
  log_format upstreams '$remote_addr [$time_local] "$request" $status $body_bytes_sent $request_time '
                       'upstream=$upstream_addr status=$upstream_status time=$upstream_response_time';
  access_log ${runDir}/access.log upstreams buffer=64k flush=1s;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  client_body_temp_path ${runDir}/temp/body;
  proxy_temp_path ${runDir}/temp/proxy;
  fastcgi_temp_path ${runDir}/temp/fastcgi;
  uwsgi_temp_path ${runDir}/temp/uwsgi;
  scgi_temp_path ${runDir}/temp/scgi;

${indented}
}
`;
}

/** How long nginx leaves out a process it saw fail once (passive health check), in seconds. */
const UPSTREAM_FAIL_TIMEOUT_SECONDS = 5;

/**
 * An `upstream` of processes on 127.0.0.1 with passive health checks and `keepalive` idle connections kept.
 *
 * nginx gives a server it saw fail one probe request once `fail_timeout` has passed, and while that probe is in flight
 * it treats the server as still down. So when the other process stops before the probe has passed (a rolling restart,
 * two crashes in a row), every request in that moment would find "no live upstreams" and answer 502 though a process
 * is up. The same processes listed again as backups without health checks close that gap: nginx turns to them only
 * when it counts every primary out, and then tries each for real.
 *
 * With `hashBy` (an nginx variable) requests with the same value go to the same process while it is up.
 */
export function nginxUpstream(
  name: string,
  ports: readonly number[],
  keepalive: number,
  options: { hashBy?: string } = {},
): string {
  // nginx refuses backup servers beside `hash`; a hashed upstream moves on to the next server of the ring instead.
  const backups =
    ports.length > 1 && options.hashBy === undefined
      ? ports.map((port) => `  server 127.0.0.1:${port} backup max_fails=0;`)
      : [];
  return [
    `upstream ${name} {`,
    ...(options.hashBy === undefined ? [] : [`  hash ${options.hashBy} consistent;`]),
    ...ports.map((port) => `  server 127.0.0.1:${port} max_fails=1 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_SECONDS}s;`),
    ...backups,
    `  keepalive ${keepalive};`,
    '}',
  ].join('\n');
}

/**
 * The proxy headers of every upstream: keep-alive connections, the client's host, address and scheme, and the
 * request's id from the nginx variable `requestId`.
 */
export function nginxProxyHeaders(requestId: string): string {
  return `# Keep-alive to the upstreams needs HTTP/1.1 and no "Connection: close".
proxy_http_version 1.1;
proxy_set_header Connection "";
proxy_set_header Host $http_host;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
proxy_set_header X-Forwarded-Proto $scheme;
proxy_set_header X-Request-Id ${requestId};`;
}
