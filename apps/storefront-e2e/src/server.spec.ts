import { expect, test } from '@playwright/test';

test('the storefront forwards the API so the browser talks to one origin', async ({ request }) => {
  const response = await request.get('/api/v1/site-settings');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    payload: { siteSettings: { freeShippingCost: string; thematicTheme: string } };
  };
  // One of the two themes: render-cache.spec.ts switches to the new-year one for a moment, in parallel with this.
  expect(body.payload.siteSettings.thematicTheme).toMatch(/^(default|new_year)$/);
});

test('health check, favicon and build version are served', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  const version = await request.get('/build-version.json');
  expect(version.status()).toBe(200);
  expect(((await version.json()) as { version: string }).version).not.toBe('');
  expect(version.headers()['cache-control']).toContain('max-age=0');
});

test('hashed build assets are cached as immutable', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
