import { describe, expect, it } from 'vitest';
import { proxyConfig } from './baseline.ts';

describe('proxyConfig', () => {
  it("balances the bare servers over keep-alive connections with the cluster's proxy settings", () => {
    const conf = proxyConfig('/tmp/run', 7000, [7001, 7002]);
    expect(conf).toContain('worker_processes auto;');
    expect(conf).toContain('    server 127.0.0.1:7001 max_fails=1 fail_timeout=5s;\n    server 127.0.0.1:7002');
    expect(conf).toContain('keepalive 64;');
    expect(conf).toContain('proxy_http_version 1.1;');
    expect(conf).toContain('proxy_set_header Connection "";');
    expect(conf).toContain('listen 127.0.0.1:7000;');
    expect(conf).toContain('access_log /tmp/run/access.log upstreams buffer=64k flush=1s;');
  });
});
