import { readFile } from 'node:fs/promises';
import { collectDefaultMetrics } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { checkoutBody, confirmedCustomer, fillCart } from '../testing/orders';
import { createProduct } from '../testing/products';
import { ShopMetrics } from './metrics';
import { startMetricsServer } from '@shop/metrics';
import { Readiness } from './readiness';

/** One sample line of the Prometheus text: `name{labels} value`, found by its name and a part of its labels. */
function sample(text: string, name: string, labelPart = ''): number | undefined {
  const line = text
    .split('\n')
    .find((l) => (l.startsWith(`${name}{`) && l.includes(labelPart)) || (labelPart === '' && l.startsWith(`${name} `)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics and probes', () => {
  let t: TestApp;
  let url: string;
  let close: () => void;
  const readiness = { drained: false, db: true };

  beforeAll(async () => {
    t = await buildTestApp();
    const probes = { ready: async () => !readiness.drained && readiness.db };
    const internal = await startMetricsServer(t.app.metrics.registry, probes, { host: '127.0.0.1', port: 0 });
    url = internal.url;
    close = () => internal.server.close();
  });
  afterAll(async () => {
    close();
    await t.close();
  });

  it('count requests by contract operation and status, cache look-ups, queries and checkouts', async () => {
    const product = await createProduct(t.db.orm, { basePrice: '100.00' });
    for (let i = 0; i < 2; i++) {
      const page = await t.app.inject({ method: 'GET', url: `/api/v1/product/by-slug/${product.slug}` });
      expect(page.statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/product/by-slug/no-such-product' })).statusCode).toBe(
      404,
    );
    const customer = await confirmedCustomer(t.app, t.db.orm);
    await fillCart(t.app, customer.headers, [{ productId: product.id, quantity: 2 }]);
    const headers = { ...customer.headers, 'idempotency-key': 'metrics-test-0001' };
    for (let i = 0; i < 2; i++) {
      const order = await t.app.inject({ method: 'POST', url: '/api/v1/checkout', headers, payload: checkoutBody() });
      expect(order.statusCode).toBe(200);
    }

    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    const bySlug = 'operation="getProductBySlug",method="GET"';
    expect(sample(text, 'shop_http_request_duration_seconds_count', `${bySlug},status="200"`)).toBe(2);
    expect(sample(text, 'shop_http_request_duration_seconds_count', `${bySlug},status="404"`)).toBe(1);
    expect(sample(text, 'shop_cache_requests_total', 'cache="product_page",result="hit"')).toBe(1);
    expect(sample(text, 'shop_cache_requests_total', 'cache="product_page",result="miss"')).toBe(2);
    expect(sample(text, 'shop_checkouts_total', 'outcome="placed"')).toBe(1);
    expect(sample(text, 'shop_checkouts_total', 'outcome="replayed"')).toBe(1);
    expect(sample(text, 'shop_db_query_duration_seconds_count', `engine="${t.db.engine}"`)).toBeGreaterThan(0);
    if (t.db.engine === 'postgres')
      expect(sample(text, 'shop_db_pool_connections', 'state="total"')).toBeGreaterThan(0);
    // A scanner's paths are one label, not one series each.
    await t.app.inject({ method: 'GET', url: '/wp-login.php' });
    const after = await (await fetch(`${url}/metrics`)).text();
    expect(after).not.toContain('wp-login');
  });

  it('are not served on the public port', async () => {
    for (const path of ['/metrics', '/livez', '/readyz']) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });

  it('answer liveness always and readiness only while ready', async () => {
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    readiness.db = false;
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    readiness.db = true;
    readiness.drained = true;
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    expect((await fetch(`${url}/other`)).status).toBe(404);
  });
});

describe('Readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is ready while the database answers, and not after drain()', async () => {
    const readiness = new Readiness(t.db);
    expect(await readiness.ready()).toBe(true);
    readiness.drain();
    expect(await readiness.ready()).toBe(false);
  });

  it('is not ready when the database fails or does not answer in time, and ready again when it does', async () => {
    let mode: 'fail' | 'hang' | 'ok' = 'fail';
    const db = {
      orm: {
        execute: () =>
          mode === 'fail'
            ? Promise.reject(new Error('connection refused'))
            : mode === 'hang'
              ? new Promise(() => undefined)
              : Promise.resolve([]),
      },
    } as unknown as ConstructorParameters<typeof Readiness>[0];
    const readiness = new Readiness(db, 50);
    expect(await readiness.ready()).toBe(false);
    mode = 'hang';
    expect(await readiness.ready()).toBe(false);
    mode = 'ok';
    expect(await readiness.ready()).toBe(true);
  });
});

describe('the sample Grafana dashboard (deploy/grafana)', () => {
  it('queries only metrics an API process exports, besides the storefront’s own (shop_storefront_*)', async () => {
    const dashboard = await readFile(
      new URL('../../../../deploy/grafana/shop-dashboard.json', import.meta.url),
      'utf8',
    );
    const queried = new Set(
      [...dashboard.matchAll(/\b(?:shop|nodejs|process)_[a-z0-9_]+/g)]
        .map(([name]) => name.replace(/_(bucket|count|sum)$/, ''))
        .filter((name) => !name.startsWith('shop_storefront_')),
    );
    const metrics = new ShopMetrics();
    collectDefaultMetrics({ register: metrics.registry });
    const exported = new Set((await metrics.registry.getMetricsAsJSON()).map((metric) => metric.name));
    expect(queried.size).toBeGreaterThanOrEqual(8);
    expect([...queried].filter((name) => !exported.has(name))).toEqual([]);
  });
});
