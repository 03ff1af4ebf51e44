// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { fastify } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestMetrics, requestKindOf, StorefrontMetrics } from './metrics';

/** The lines of one metric in the registry's text, without its HELP and TYPE comments. */
async function lines(metrics: StorefrontMetrics, name: string): Promise<string[]> {
  const text = await metrics.registry.metrics();
  return text.split('\n').filter((line) => line.startsWith(name));
}

describe('the storefront metrics', () => {
  it('count requests by kind, render-cache answer and status, never by the path itself', async () => {
    const metrics = new StorefrontMetrics();
    const app = fastify();
    registerRequestMetrics(app, metrics);
    app.get('/catalog/*', async (_request, reply) => reply.header('x-render-cache', 'hit').send('page'));
    app.get('/api/v1/*', async () => ({ ok: true }));
    for (const url of ['/catalog/a', '/catalog/b', '/api/v1/products', '/no-such-page'])
      await app.inject({ method: 'GET', url });
    await app.close();

    const counts = await lines(metrics, 'shop_storefront_request_duration_seconds_count');
    expect(counts).toEqual(
      expect.arrayContaining([
        'shop_storefront_request_duration_seconds_count{kind="page",render_cache="hit",method="GET",status="200"} 2',
        'shop_storefront_request_duration_seconds_count{kind="api",render_cache="none",method="GET",status="200"} 1',
        'shop_storefront_request_duration_seconds_count{kind="page",render_cache="none",method="GET",status="404"} 1',
      ]),
    );
    expect(counts.join('\n')).not.toContain('/catalog');
  });

  it('read the render cache’s size and the change stream’s state when scraped', async () => {
    const metrics = new StorefrontMetrics();
    let live = true;
    metrics.watchRenderCache({ stats: () => ({ entries: 12, bytes: 34_567 }), live: () => live });
    expect(await lines(metrics, 'shop_storefront_render_cache_entries')).toEqual([
      'shop_storefront_render_cache_entries 12',
    ]);
    expect(await lines(metrics, 'shop_storefront_render_cache_bytes')).toEqual([
      'shop_storefront_render_cache_bytes 34567',
    ]);
    expect(await lines(metrics, 'shop_storefront_change_feed_live')).toEqual(['shop_storefront_change_feed_live 1']);
    live = false;
    expect(await lines(metrics, 'shop_storefront_change_feed_live')).toEqual(['shop_storefront_change_feed_live 0']);
  });

  it.each([
    ['/api/v1/cart', 'api'],
    ['/storage/products/a.webp', 'api'],
    ['/assets/entry-abc.js', 'asset'],
    ['/healthz', 'health'],
    ['/', 'page'],
    ['/product/tachograph?x=1', 'page'],
  ] as const)('take %s for a request of kind %s', (url, kind) => {
    expect(requestKindOf(url)).toBe(kind);
  });
});

describe('the sample Grafana dashboard (deploy/grafana)', () => {
  it('queries only storefront metrics a storefront process exports', async () => {
    const dashboard = await readFile(new URL('../../../deploy/grafana/shop-dashboard.json', import.meta.url), 'utf8');
    const queried = new Set(
      [...dashboard.matchAll(/\bshop_storefront_[a-z0-9_]+/g)].map(([name]) =>
        name.replace(/_(bucket|count|sum)$/, ''),
      ),
    );
    const metrics = new StorefrontMetrics();
    metrics.watchRenderCache({ stats: () => ({ entries: 0, bytes: 0 }), live: () => true });
    const exported = new Set((await metrics.registry.getMetricsAsJSON()).map((metric) => metric.name));
    expect(queried.size).toBeGreaterThanOrEqual(3);
    expect([...queried].filter((name) => !exported.has(name))).toEqual([]);
  });
});
