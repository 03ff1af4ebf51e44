import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceRoot } from './services.ts';

// Ports of this test only, so it runs beside `npm start` and the e2e suites.
const ports = { api: 4300, storefront: 4301, admin: 4302 };
const url = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;

/**
 * The run command as `npm start` runs it (on the production builds, which the `test` target builds
 * first), on a fresh data folder: the shop must fill the demo catalogue, come up, print its URLs, the
 * first root's password and the demo customer, answer, and stop cleanly on SIGTERM.
 */
describe('the run command', () => {
  let dataDir: string;
  let output = '';
  let child: ReturnType<typeof spawn>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-run-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'tools/run/src/main.ts'], {
      cwd: workspaceRoot,
      env: {
        PATH: process.env.PATH,
        API_PORT: String(ports.api),
        STOREFRONT_PORT: String(ports.storefront),
        ADMIN_PORT: String(ports.admin),
        PGLITE_DATA_DIR: join(dataDir, 'pglite'),
        STORAGE_DIR: join(dataDir, 'storage'),
        OUTBOX_DIR: join(dataDir, 'outbox'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        if (output.includes('Ctrl+C останавливает')) done(resolve);
        else if (child.exitCode !== null) done(() => reject(new Error(`the run command exited:\n${output}`)));
      }, 200);
      const done = (then: () => void) => {
        clearInterval(poll);
        then();
      };
    });
  });

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the three URLs and the first administrator', () => {
    expect(output).toContain(url(ports.storefront, ''));
    expect(output).toContain(`${url(ports.admin, '/admin')}`);
    expect(output).toContain(url(ports.api, ''));
    // Repeated under the URLs, where a person reading the output looks.
    const summary = output.slice(output.indexOf('Магазин запущен'));
    expect(summary).toMatch(/email:\s+admin@tachosnab\.local/);
    expect(summary).toMatch(/пароль: \S{12,}/);
    expect(summary).toMatch(/Демо-покупатель[^\n]*\n\s+email:\s+demo@tachosnab\.local\n\s+пароль: demo-pokupatel/);
  });

  it('fills the demo catalogue on the empty database: the storefront shows its categories and products', async () => {
    const categories = await fetch(url(ports.storefront, '/category/list'), {
      headers: { 'user-agent': 'Mozilla/5.0 Chrome/130.0' },
    });
    expect(categories.status).toBe(200);
    expect(await categories.text()).toContain('Тахографы');
    const listing = await (await fetch(url(ports.api, '/api/v1/product/list?limit=24'))).json();
    // The listing leaves out the demo products that are not sold, so only "some" is certain here.
    expect(listing.payload.pagination.total).toBeGreaterThan(0);
    expect(listing.payload.productList.some((p: { mainImage: unknown }) => p.mainImage !== null)).toBe(true);
  });

  it('lets the demo customer sign in and see the group prices', async () => {
    const login = await fetch(url(ports.api, '/api/v1/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@tachosnab.local', password: 'demo-pokupatel' }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()).payload.jwt;
    const listing = await (
      await fetch(url(ports.api, '/api/v1/product/list?limit=24'), {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json();
    const cheaper = listing.payload.productList.filter(
      (p: { basePrice: string; personalPrice: string }) => Number(p.personalPrice) < Number(p.basePrice),
    );
    expect(cheaper.length).toBeGreaterThan(0);
  });

  it('serves the server-rendered storefront, the API and the admin', async () => {
    const home = await fetch(url(ports.storefront, '/'), { headers: { 'user-agent': 'Mozilla/5.0 Chrome/130.0' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<html lang="ru"/);

    const settings = await fetch(url(ports.api, '/api/v1/site-settings'));
    expect((await settings.json()).payload.siteSettings.thematicTheme).toBe('default');

    const viaStorefront = await fetch(url(ports.storefront, '/api/v1/site-settings'));
    expect(viaStorefront.status).toBe(200);

    expect((await fetch(url(ports.admin, '/admin/'))).status).toBe(200);
  });

  it('keeps the console to the URLs, the notices and warnings: no line per request (LOG_LEVEL=info brings them)', () => {
    // The tests above made requests to every process.
    expect(output).not.toContain('incoming request');
    expect(output).not.toContain('request completed');
  });

  it('stops all three processes on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(url(ports.api, '/health'))).rejects.toThrow();
  });
});
