import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { AppError, ErrorCode } from '@shop/errors';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';

/** The header the shop's own servers put `INTERNAL_TOKEN` in when they call `/internal/*`. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** Compares in time that depends on neither value: both are hashed to 32 bytes first, so even the length is not told. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A peer on this machine by its socket's address (127.0.0.0/8, ::1, or either as an IPv4-mapped IPv6 address). */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (address === undefined) return false;
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/**
 * Who may call `/internal/*`: with `token` set (required in production, see config.ts), a request carrying it in
 * {@link INTERNAL_TOKEN_HEADER}; without one, only a peer on this machine, judged by the socket's own address and never
 * by `X-Forwarded-For` (`req.ip` follows it from trusted proxies, and the storefront forwards browsers from loopback).
 */
export function internalAccess(token: string | undefined): (req: FastifyRequest) => boolean {
  if (token !== undefined) {
    return (req) => {
      const given = req.headers[INTERNAL_TOKEN_HEADER];
      return typeof given === 'string' && sameSecret(given, token);
    };
  }
  return (req) => isLoopbackPeer(req.raw.socket.remoteAddress);
}

/** The `onRequest` hook of an internal route: code 5 (403) for anyone {@link internalAccess} does not let in. */
export function internalGuard(token: string | undefined): onRequestHookHandler {
  const allowed = internalAccess(token);
  return async (req) => {
    if (!allowed(req)) throw new AppError(ErrorCode.NoPermission);
  };
}
