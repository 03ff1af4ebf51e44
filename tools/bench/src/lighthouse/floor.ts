import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';

/**
 * The floor of a page: its server-rendered HTML, fetched once, with every script and module preload removed,
 * served brotli-compressed from memory by a bare Node server. Other requests (styles, images) are passed to the storefront as they
 * are, compressed as it compresses them, so the floor differs from the page by its scripts only.
 */
export async function servePageWithoutScripts(
  storefront: string,
  path: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const html = (await (await fetch(storefront + path)).text())
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  // Compressed as the storefront compresses its pages (Lighthouse's Chromium accepts brotli).
  const compressed = brotliCompressSync(html);
  const server = createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'br' }).end(compressed);
      return;
    }
    const headers = { 'accept-encoding': request.headers['accept-encoding'] ?? '' };
    const upstream = httpRequest(storefront + (request.url ?? '/'), { headers }, (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    upstream.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
