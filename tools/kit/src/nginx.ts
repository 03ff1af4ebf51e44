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
  access_log ${runDir}/access.log combined buffer=64k flush=1s;
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
