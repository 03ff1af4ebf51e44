import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { workspaceRoot } from '../../services.ts';

/** What an operator must find on an API process's metrics port after some traffic (issue #26). */
const API_METRICS = [
  'shop_http_request_duration_seconds_count{operation="getProductBySlug"',
  'shop_db_query_duration_seconds_count',
  'shop_db_pool_connections{state="total"}',
  'shop_cache_requests_total{cache="product_page",result="hit"}',
  'shop_change_relay_lag_seconds_count',
  'shop_checkouts_total{outcome="placed"}',
  'nodejs_eventloop_lag_p99_seconds',
];

/**
 * And on a storefront's: pages answered from the render cache, to visitors and (by price group) to signed-in
 * customers, and the cache's size.
 */
const STOREFRONT_METRICS = [
  'shop_storefront_request_duration_seconds_count{kind="page",render_cache="hit"',
  'shop_storefront_request_duration_seconds_count{kind="page",render_cache="group-hit"',
  'shop_storefront_render_cache_entries',
  'shop_storefront_change_feed_live 1',
  'nodejs_eventloop_lag_p99_seconds',
];

/** The metric names the sample Grafana dashboard queries. */
async function dashboardMetrics(): Promise<string[]> {
  const dashboard = await readFile(join(workspaceRoot, 'deploy/grafana/shop-dashboard.json'), 'utf8');
  const names = [...dashboard.matchAll(/\b(?:shop|nodejs|process)_[a-z0-9_]+/g)].map(([name]) => name);
  return [...new Set(names)];
}

const text = async (url: string) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  return { status: response.status, body: await response.text() };
};

/**
 * Scrapes one API and one storefront on their internal ports and the public ports through nginx: the problems found,
 * none when every metric above is there, every metric of the dashboard is served by one of them, and no public port
 * answers with metrics.
 */
export async function metricsProblems(ports: { apiMetrics: number; storefrontMetrics: number; public: number[] }) {
  const problems: string[] = [];
  const api = await text(`http://127.0.0.1:${ports.apiMetrics}/metrics`);
  const storefront = await text(`http://127.0.0.1:${ports.storefrontMetrics}/metrics`);
  for (const [name, scraped, expected] of [
    ['API', api.body, API_METRICS],
    ['storefront', storefront.body, STOREFRONT_METRICS],
  ] as const) {
    for (const metric of expected) if (!scraped.includes(metric)) problems.push(`the ${name} metrics lack ${metric}`);
  }
  for (const metric of await dashboardMetrics())
    if (!api.body.includes(metric) && !storefront.body.includes(metric))
      problems.push(`the dashboard queries ${metric}, which no process serves`);
  for (const port of ports.public) {
    const answer = await text(`http://127.0.0.1:${port}/metrics`);
    if (answer.body.includes('# HELP')) problems.push(`the public port ${port} serves the metrics`);
  }
  return problems;
}
