import { COOKIE_NAMES } from '@shop/domain';
import { ErrorCode } from '@shop/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthConfig } from '../../config';
import type { Handlers } from '../../http/operations';
import { presentedCartId } from '../cart/owner';
import {
  clearAnonymousCookie,
  clearCartCookie,
  clearRefreshCookie,
  refreshCookieName,
  setCartCookie,
  setRefreshCookie,
  type SessionApp,
} from '../identity/cookies';
import { presentedAnonymousId, type Identity } from '../identity/identity';
import { isErrorCode, type RateLimiter } from '../identity/rate-limit';
import type { SessionDevice } from '../identity/repository';
import type { AnonymousShopper, AuthService, SignIn, TokenPair } from './service';

/** What the auth handlers use. */
export interface AuthRouteDependencies {
  auth: AuthService;
  identity: Identity;
  rateLimiter: RateLimiter;
  cookies: AuthConfig;
  /** The admin's origin: its calls (CORS, so they carry `Origin`) keep their session in the admin's own cookie. */
  adminOrigin: string;
}

/** Auth operations of the contract: input, one service call, reply. */
export function authHandlers({ auth, identity, rateLimiter, cookies, adminOrigin }: AuthRouteDependencies) {
  const appOf = (req: FastifyRequest): SessionApp => (req.headers.origin === adminOrigin ? 'admin' : 'storefront');
  const refreshCookieOf = (req: FastifyRequest) => req.cookies[refreshCookieName(appOf(req), cookies)];

  const session = (req: FastifyRequest, reply: FastifyReply, pair: TokenPair) => {
    setRefreshCookie(reply, pair.refreshToken, cookies, appOf(req));
    return { payload: { jwt: pair } };
  };

  /**
   * After a storefront sign-in the anonymous visitor is merged away: its cookie goes, and `cart_id` names the user's
   * cart. The admin's sign-in leaves the storefront's cookies alone.
   */
  const signedIn = (req: FastifyRequest, reply: FastifyReply, { pair, cartId }: SignIn) => {
    if (appOf(req) === 'admin') return session(req, reply, pair);
    if (req.cookies[COOKIE_NAMES.anonymousUserId] !== undefined) clearAnonymousCookie(reply, cookies);
    if (cartId !== null) setCartCookie(reply, cartId, cookies);
    else if (req.cookies[COOKIE_NAMES.cartId] !== undefined) clearCartCookie(reply, cookies);
    return session(req, reply, pair);
  };

  const deviceOf = (req: FastifyRequest): SessionDevice => ({ userAgent: req.headers['user-agent'], ip: req.ip });

  const anonymousShopper = (req: FastifyRequest): AnonymousShopper => {
    if (appOf(req) === 'admin') return {};
    const anonymousUserId = presentedAnonymousId(req);
    const cartId = presentedCartId(req);
    return {
      ...(anonymousUserId !== undefined ? { anonymousUserId } : {}),
      ...(cartId !== undefined ? { cartId } : {}),
    };
  };

  return {
    registerCustomer: async (req, reply) => {
      await rateLimiter.consume('register', req.ip, req.body.email);
      return signedIn(req, reply, await auth.register(req.body, anonymousShopper(req), deviceOf(req)));
    },

    login: async (req, reply) => {
      const signIn = await rateLimiter.guardFailures(
        'login',
        req.ip,
        req.body.email,
        () => auth.login(req.body, anonymousShopper(req), deviceOf(req)),
        isErrorCode(ErrorCode.InvalidCredentials),
      );
      return signedIn(req, reply, signIn);
    },

    logout: async (req, reply) => {
      const { sessionId } = await identity.requireSignedIn(req);
      await auth.logout(sessionId);
      clearRefreshCookie(reply, cookies, appOf(req));
      // The cart stays the customer's; a guest on this browser starts a cart of their own.
      if (appOf(req) === 'storefront') clearCartCookie(reply, cookies);
      return reply.code(204).send();
    },

    listSessions: async (req) => {
      const { user, sessionId } = await identity.requireSignedIn(req);
      return { payload: { sessionList: await auth.sessions(user.id, sessionId) } };
    },

    endSession: async (req, reply) => {
      const { user } = await identity.requireSignedIn(req);
      await auth.endSession(user.id, req.params.sessionId);
      return reply.code(204).send();
    },

    endOtherSessions: async (req, reply) => {
      const { user, sessionId } = await identity.requireSignedIn(req);
      await auth.endOtherSessions(user.id, sessionId);
      return reply.code(204).send();
    },

    refreshToken: async (req, reply) => {
      const fromBody = req.body?.refreshToken;
      try {
        return session(req, reply, await auth.refresh(fromBody || refreshCookieOf(req)));
      } catch (err) {
        // A dead cookie would make every page load try again.
        if (!fromBody) clearRefreshCookie(reply, cookies, appOf(req));
        throw err;
      }
    },

    checkTokenNeedUpdate: async (req, reply) => {
      if ((await identity.bearerUser(req, { lenient: true })) !== null) return { payload: { need: false } };
      if (await auth.isRefreshable(refreshCookieOf(req))) return { payload: { need: true } };
      // A presented anonymous id is still checked (an unknown one answers 25, and the client forgets it); a new one is
      // issued only by the first cart or favorites write, so a cookieless flood stores nothing (issue #24).
      await identity.identify(req, reply, { issue: false });
      return { payload: { need: false } };
    },

    checkAdminPermission: async (req, reply) => {
      await identity.requireRoot(req);
      return reply.code(204).send();
    },

    startPasswordRecovery: async (req, reply) => {
      await rateLimiter.consume('recovery', req.ip, req.body.email);
      auth.startRecovery(req.body.email);
      return reply.code(204).send();
    },

    validatePasswordRecoveryToken: async (req, reply) => {
      await rateLimiter.consume('recoveryCompletion', req.ip, null);
      await auth.validateRecovery(req.params.tokenId);
      return reply.code(204).send();
    },

    completePasswordRecovery: async (req, reply) => {
      await rateLimiter.consume('recoveryCompletion', req.ip, null);
      await auth.completeRecovery(req.params.tokenId, req.body);
      return reply.code(204).send();
    },
  } satisfies Handlers<'auth'>;
}
