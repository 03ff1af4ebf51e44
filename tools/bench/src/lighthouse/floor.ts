import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The floor of a page: its server-rendered HTML, fetched once, with every script and module preload removed,
 * served from memory by a bare Node server. Other requests (styles, images, fonts) are passed to the storefront.
 */
export async function servePageWithoutScripts(storefront: string, path: string): Promise<{ url: string; close: () => Promise<void> }> {
  const html = (await (await fetch(storefront + path)).text())
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  const server = createServer(async (request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    const upstream = await fetch(storefront + (request.url ?? '/'));
    const type = upstream.headers.get('content-type');
    response.writeHead(upstream.status, type ? { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000' } : {});
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${path}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
