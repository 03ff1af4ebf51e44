import { COOKIE_NAMES } from '@shop/domain';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { AuthConfig } from '../../config';
import type { Db } from '../../db/database';
import { anonymousUserExists, findSessionUser, insertAnonymousUser } from './repository';
import type { UserRow } from './user';
import { setAnonymousCookie } from './cookies';
import type { AccessTokens } from './tokens';

/**
 * Who is calling, and the catalogue codes of identity (issue #3):
 *
 * | code | HTTP | when |
 * |---|---|---|
 * | 23 InvalidCredentials | 401 | no Bearer token where one is needed; a forged, expired or revoked one (logout, reuse of a rotated refresh token); wrong email or password; a refresh token that is unknown, expired, rotated more than 30 s ago, or of a revoked session |
 * | 5 NoPermission | 403 | a signed-in non-root user on `/api/v1/admin/*` or `permission/can`; signing in to a deactivated account; an admin taking the root role or activity from themselves |
 * | 26 UserIsGuest | 403 | an anonymous visitor (valid anonymous id, no token) on an operation for signed-in users, or a signed-in `guest` on one for customers |
 * | 25 UserIdentificationNotPossible | 422 | an `X-Anonymous-User-Id` / `anonymous_user_id` that is malformed or was never issued (the client then forgets it) |
 * | 9 UserNotCustomer | 403 | a root on a customer's operation (`update/info`); a customer group for a non-customer (admin users) |
 * | 18 EmailNotConfirmed | 403 | `requireConfirmedEmail`: operations for confirmed customers only. No identity operation needs it (SPEC lets an unconfirmed customer sign in and shows a banner); integrator requests and checkout will |
 * | 6 RecordNotFound | 404 | unknown, used or expired confirmation or recovery token; unknown user or requisites in admin users |
 * | 19 InvalidPassword | 400 | wrong current password in `update/password` |
 * | 22 EmailAlreadyConfirmed | 409 | `confirm/email/send` or a confirmation link when the email is already confirmed |
 * | 24 UserPasswordMismatch | 400 | password and its confirmation differ (`update/password`, recovery) |
 * | 28 EmailExists | 409 | registration, profile or admin user with an email another user has (case-insensitive) |
 * | 12 CheckViolation | 400 | a required field given as null (null means absent), with `details` per field |
 */
export type Caller =
  | { kind: 'user'; user: UserRow; sessionId: string }
  | { kind: 'guest'; anonymousUserId: string }
  | { kind: 'anonymous' };

/** A signed-in user and the session of the access token. */
export interface SignedIn {
  user: UserRow;
  sessionId: string;
}

/** URL prefix of admin operations, every one of which is for root only. */
export const ADMIN_PATH_PREFIX = '/api/v1/admin/';

/** Header of the anonymous visitor id (the cookie `anonymous_user_id` carries the same). */
export const ANONYMOUS_HEADER = 'x-anonymous-user-id';

/** A UUID in its canonical text form. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notSignedIn = () => new AppError(ErrorCode.InvalidCredentials, { message: ru.apiErrors.notSignedIn });
const sessionEnded = () => new AppError(ErrorCode.InvalidCredentials, { message: ru.apiErrors.sessionEnded });

/** Identifies callers from the Bearer token and the anonymous visitor id; results are kept per request. */
export class Identity {
  private readonly bearer = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();

  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokens,
    private readonly clock: Clock,
    private readonly cookies: AuthConfig,
  ) {}

  /**
   * The user of the request's Bearer token; null without an Authorization header. A token that is
   * forged, expired, of a revoked session or of a deactivated user throws 401 (code 23), unless
   * `lenient`, which reads it as no token.
   */
  async bearerUser(req: FastifyRequest, options: { lenient?: boolean } = {}): Promise<SignedIn | null> {
    let found = this.bearer.get(req);
    if (found === undefined) {
      found = this.resolveBearer(req);
      this.bearer.set(req, found);
    }
    try {
      return await found;
    } catch (err) {
      if (options.lenient === true) return null;
      throw err;
    }
  }

  /**
   * The user of the request's Bearer token if something in the request already asked for it (null otherwise, or when
   * it was refused), without checking a token nobody asked about.
   */
  async bearerUserSoFar(req: FastifyRequest): Promise<SignedIn | null> {
    return (await this.bearer.get(req)?.catch(() => null)) ?? null;
  }

  /** A signed-in user of any role; anonymous callers get 401 (code 23), anonymous visitors 403 (code 26). */
  async requireSignedIn(req: FastifyRequest): Promise<SignedIn> {
    const signedIn = await this.bearerUser(req);
    if (signedIn !== null) return signedIn;
    const anonymousId = presentedAnonymousId(req);
    if (anonymousId === undefined) throw notSignedIn();
    await this.assertKnownAnonymous(anonymousId);
    throw new AppError(ErrorCode.UserIsGuest);
  }

  /** A signed-in customer: a guest gets code 26, a root code 9. */
  async requireCustomer(req: FastifyRequest): Promise<SignedIn> {
    const signedIn = await this.requireSignedIn(req);
    if (signedIn.user.role === 'guest') throw new AppError(ErrorCode.UserIsGuest);
    if (signedIn.user.role !== 'customer') throw new AppError(ErrorCode.UserNotCustomer);
    return signedIn;
  }

  /** A signed-in root: no token gets 401 (code 23), any other role 403 (code 5). */
  async requireRoot(req: FastifyRequest): Promise<SignedIn> {
    const signedIn = await this.bearerUser(req);
    if (signedIn === null) throw notSignedIn();
    if (signedIn.user.role !== 'root') throw new AppError(ErrorCode.NoPermission);
    return signedIn;
  }

  /**
   * The caller: a signed-in user, an anonymous visitor, or nobody yet. With `issue`, nobody becomes an
   * anonymous visitor with a new id (row, and the `anonymous_user_id` cookie on the reply). A presented
   * anonymous id that is malformed or unknown answers 422 (code 25).
   */
  async identify(req: FastifyRequest, reply: FastifyReply, options: { issue: boolean }): Promise<Caller> {
    const signedIn = await this.bearerUser(req);
    if (signedIn !== null) return { kind: 'user', ...signedIn };
    const presented = presentedAnonymousId(req);
    if (presented !== undefined) {
      await this.assertKnownAnonymous(presented);
      return { kind: 'guest', anonymousUserId: presented };
    }
    if (!options.issue) return { kind: 'anonymous' };
    const id = await insertAnonymousUser(this.db, this.clock.now());
    setAnonymousCookie(reply, id, this.cookies);
    return { kind: 'guest', anonymousUserId: id };
  }

  private async assertKnownAnonymous(id: string): Promise<void> {
    if (!UUID.test(id) || !(await anonymousUserExists(this.db, id)))
      throw new AppError(ErrorCode.UserIdentificationNotPossible);
  }

  private async resolveBearer(req: FastifyRequest): Promise<SignedIn | null> {
    const header = req.headers.authorization;
    if (header === undefined || header.trim() === '') return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1] === undefined) throw sessionEnded();
    const claims = await this.tokens.verify(match[1]);
    if (claims === null || !UUID.test(claims.sessionId) || !UUID.test(claims.userId)) throw sessionEnded();
    // The database, not the token, says whether the session is alive and what the user's role is now.
    const user = await findSessionUser(this.db, claims.sessionId, claims.userId);
    if (user === undefined || !user.isActive) throw sessionEnded();
    return { user, sessionId: claims.sessionId };
  }
}

/** The anonymous visitor id the request presents (header first, then cookie); undefined when none. */
export function presentedAnonymousId(req: FastifyRequest): string | undefined {
  const header = req.headers[ANONYMOUS_HEADER];
  const value = (Array.isArray(header) ? header[0] : header) ?? req.cookies[COOKIE_NAMES.anonymousUserId];
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** Throws code 18 unless the user's email is confirmed (for operations of confirmed customers only). */
export function requireConfirmedEmail(user: UserRow): void {
  if (user.emailConfirmedAt === null) throw new AppError(ErrorCode.EmailNotConfirmed);
}

/**
 * The one admin guard: every request under `/api/v1/admin/` (by its URL and by its matched route, so
 * later admin operations are covered without new code) must come from a root. It runs at `onRequest`,
 * before the body is read or validated, so a stranger learns nothing from validation errors.
 * CORS preflights pass (they carry no credentials); the CORS hook, registered earlier, still labels rejections.
 */
export function installAdminGuard(app: FastifyInstance, identity: Identity): void {
  app.addHook('onRequest', async (req) => {
    if (req.method === 'OPTIONS') return;
    const path = req.url.split('?')[0] ?? '';
    const route = req.routeOptions.url ?? '';
    if (path.startsWith(ADMIN_PATH_PREFIX) || route.startsWith(ADMIN_PATH_PREFIX)) await identity.requireRoot(req);
  });
}
