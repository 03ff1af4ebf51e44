import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOY_SITE_FILE, deploySite, deploySiteOptions } from './deploy-site.ts';
import { nginxMainConfig, nginxSite, type NginxSite } from './nginx-config.ts';
import { DEFAULT_CLUSTER_OPTIONS, planCluster } from './plan.ts';

const secrets = { jwtSecret: 'j'.repeat(43), internalToken: 'i'.repeat(43) };
const env = { DATABASE_URL: 'postgres://shop@127.0.0.1:5432/shop', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('the cluster plan', () => {
  const plan = planCluster({ ...DEFAULT_CLUSTER_OPTIONS, processes: 3 }, env, secrets);

  it('runs N APIs and N storefronts on their own ports, all restarted when they fail', () => {
    expect(plan.apis.map((api) => [api.name, api.port, api.metricsPort])).toEqual([
      ['api-1', 3110, 9110],
      ['api-2', 3111, 9111],
      ['api-3', 3112, 9112],
    ]);
    expect(plan.storefronts.map((storefront) => [storefront.port, storefront.env.STOREFRONT_METRICS_PORT])).toEqual([
      [3010, '9010'],
      [3011, '9011'],
      [3012, '9012'],
    ]);
    expect([...plan.apis, ...plan.storefronts, plan.admin].every((spec) => spec.restart === true)).toBe(true);
  });

  it('gives every API the same database, Redis and secrets, in production, behind loopback proxies', () => {
    for (const api of plan.apis) {
      expect(api.env).toMatchObject({
        NODE_ENV: 'production',
        DATABASE_URL: env.DATABASE_URL,
        REDIS_URL: env.REDIS_URL,
        JWT_SECRET: secrets.jwtSecret,
        INTERNAL_TOKEN: secrets.internalToken,
        TRUST_PROXY: 'loopback',
        STOREFRONT_ORIGIN: 'http://127.0.0.1:8080',
        ADMIN_ORIGIN: 'http://127.0.0.1:8082',
      });
      // Ready only once it has its database: the next process starts after that.
      expect(api.healthUrl).toBe(`http://127.0.0.1:${api.metricsPort}/readyz`);
    }
  });

  it('sends the storefronts and the admin server to the API through nginx, never to one process', () => {
    for (const spec of [...plan.storefronts, plan.admin]) expect(spec.env.API_URL).toBe('http://127.0.0.1:8089');
    expect(plan.storefronts[0]?.env.INTERNAL_TOKEN).toBe(secrets.internalToken);
    expect(plan.admin.env.API_PUBLIC_URL).toBe('http://127.0.0.1:8081');
  });
});

describe('the nginx configuration', () => {
  const site: NginxSite = {
    host: '127.0.0.1',
    ports: { storefront: 18080, api: 18081, admin: 18082, internalApi: 18089 },
    apiPorts: [13110, 13111],
    storefrontPorts: [13010, 13011],
    adminPort: 13210,
    storefrontAssets: '/srv/shop/build/client',
  };
  const text = nginxSite(site);

  it('balances keep-alive upstreams with passive health checks and retries only what is safe to retry', () => {
    expect(text).toContain('server 127.0.0.1:13110 max_fails=1 fail_timeout=5s;');
    expect(text).toContain('server 127.0.0.1:13011 max_fails=1 fail_timeout=5s;');
    // With every primary counted out (one restarting, the other probed), the backups still reach a live process.
    expect(text).toMatch(/upstream shop_api \{[^}]*server 127\.0\.0\.1:13110 backup max_fails=0;[^}]*13111 backup/);
    expect(text).toMatch(/upstream shop_admin \{[^}]*13210 max_fails=1 fail_timeout=5s;\s+keepalive/);
    expect(text).toMatch(/upstream shop_api \{[^}]*keepalive 64;/);
    expect(text).toContain('proxy_set_header Connection "";');
    expect(text).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(text).not.toContain('non_idempotent');
  });

  it('serves built assets from disk precompressed, and keeps /internal off the public API', () => {
    expect(text).toMatch(/location \/assets\/ \{\s+root \/srv\/shop\/build\/client;\s+gzip_static on;/);
    expect(text).toMatch(
      /listen 127\.0\.0\.1:18081;\s+# Between the shop's own processes only\.\s+location \/internal\/ \{\s+return 404;/,
    );
    expect(text).toMatch(/listen 127\.0\.0\.1:18089;[\s\S]*proxy_buffering off;/);
  });

  it('is what deploy/nginx/shop.conf ships (regenerate with npx tsx tools/run/src/cluster/deploy-site.ts)', async () => {
    expect(await readFile(DEPLOY_SITE_FILE, 'utf8')).toBe(deploySite());
  });

  describe.skipIf(spawnSync('nginx', ['-v']).error !== undefined)('with nginx installed', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'shop-nginx-'));
      await mkdir(join(dir, 'temp'));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('passes nginx -t, as the cluster runs it and as deploy/ ships it', async () => {
      for (const [name, checked] of [
        ['cluster.conf', site],
        ['deploy.conf', deploySiteOptions()],
      ] as const) {
        const file = join(dir, name);
        await writeFile(file, nginxMainConfig(checked, dir));
        const check = spawnSync('nginx', ['-t', '-p', dir, '-c', file], { encoding: 'utf8' });
        expect(check.stderr).toContain('syntax is ok');
        expect(check.status).toBe(0);
      }
    });
  });
});
