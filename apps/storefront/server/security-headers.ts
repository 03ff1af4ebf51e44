import helmet from '@fastify/helmet';
import { hasSessionCookie } from '@shop/storefront-render-cache';
import { createCspNonce, CSP_NONCE_PLACEHOLDER } from '@shop/storefront-domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Cache-Control of every page, data and error reply rendered for a session: it embeds the access token. */
export const SESSION_CACHE_CONTROL = 'private, no-store';

/** HSTS of an https storefront: a year, subdomains included (the API's helmet default). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

export interface SecurityHeaderOptions {
  /** The storefront's public origin; https turns on Strict-Transport-Security. */
  publicUrl: string;
}

/** True for React Router's catch-all route: pages, their `.data`, resource routes (not assets, not /api/v1, /storage). */
function isRendered(request: FastifyRequest): boolean {
  return request.routeOptions.url === '*';
}

/**
 * The security headers of every reply (issue #24): nosniff, `X-Frame-Options: DENY`, a strict-origin referrer, a
 * same-origin opener, HSTS when the public URL is https; pages bring their own nonce-based Content-Security-Policy
 * (entry.server.tsx). Anything rendered for a session is `private, no-store`, error pages included.
 *
 * A page from the shared render cache was rendered once with the nonce placeholder; the cache puts a fresh nonce in
 * its place in each response, in the body and in the policy (its `nonce` option). A shared render it does not keep (a
 * 404, a redirect) gets one here, before @fastify/compress, whose route-level hook then compresses the edited page.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(helmet, {
    // Pages set theirs (a nonce per response); other replies are files, JSON or the API's own.
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: options.publicUrl.startsWith('https:') ? HSTS : false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isRendered(request) && hasSessionCookie(request.headers.cookie))
      reply.header('cache-control', SESSION_CACHE_CONTROL);
    return freshNonce(request, reply, payload);
  });
}

/** Puts a fresh nonce in place of the placeholder of a shared render that reaches the reply with it (one not kept). */
function freshNonce(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || !policy.includes(CSP_NONCE_PLACEHOLDER)) return payload;
  if (reply.statusCode === 304 || payload === null || payload === undefined) {
    // The browser keeps the page it has with the policy it came with; a 304's headers would replace that policy.
    reply.removeHeader('content-security-policy');
    return payload;
  }
  if (!Buffer.isBuffer(payload) && typeof payload !== 'string') {
    request.log.error(
      'security headers: a page with the nonce placeholder came as a stream; sent without a script policy change',
    );
    return payload;
  }
  if (reply.hasHeader('content-encoding')) {
    request.log.error('security headers: a page with the nonce placeholder came compressed; its nonce is not fresh');
    return payload;
  }
  const nonce = createCspNonce();
  reply.header('content-security-policy', policy.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  reply.removeHeader('content-length');
  const html = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
  return html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
}
