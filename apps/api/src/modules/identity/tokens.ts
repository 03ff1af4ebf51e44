import { createHash, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { Clock } from '../../clock';
import type { Role } from './user';

/** What an access token says about its holder. */
export interface AccessClaims {
  userId: string;
  role: Role;
  /** The session (refresh-token family) the token was issued in; revoking it ends the token too. */
  sessionId: string;
}

const ISSUER = 'shop-api';
const ROLES: ReadonlySet<string> = new Set(['root', 'customer', 'guest']);

/** Signs and verifies access tokens: JWT HS256 (jose) with `sub`, `role`, `sid`, issued by the API for itself. */
export class AccessTokens {
  /**
   * The secret imported once as a Web Crypto key: given raw bytes, jose imports them again on every sign and
   * verify, which cost more than the signature itself on every signed-in request.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    /** Lifetime of a token in seconds. */
    readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  /** A new access token for the claims, valid for `ttlSeconds` from now. */
  async sign(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return (
      new SignJWT({ role: claims.role, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + this.ttlSeconds)
        // Two tokens issued in the same second (two tabs refreshing) still differ.
        .setJti(randomUUID())
        .sign(await this.key)
    );
  }

  /** The claims of a valid token; null when it is malformed, forged or expired. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'exp', 'sid', 'role'],
      });
      const { sub, sid, role } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string' || !ROLES.has(role))
        return null;
      return { userId: sub, sessionId: sid, role: role as Role };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}

/** A new opaque secret (refresh tokens, mailed tokens): 32 random bytes, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How opaque tokens are stored: SHA-256, base64url. A database leak does not reveal usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
