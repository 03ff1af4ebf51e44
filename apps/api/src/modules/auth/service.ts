import type { Schema } from '@shop/api-contract';
import { AppError, ErrorCode } from '@shop/errors';
import { BRAND_DEFAULT, ru } from '@shop/i18n-ru';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { WriteFeed } from '../../changes/write-feed';
import type { AuthConfig } from '../../config';
import type { Db } from '../../db/database';
import { pgErrorToAppError } from '../../db/pg-errors';
import { blankToNull, requireFields } from '../../http/input';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from '../identity/passwords';
import { hashToken, newOpaqueToken, type AccessTokens } from '../identity/tokens';
import { assertStrongPassword } from '../identity/password-policy';
import {
  confirmEmailLetter,
  CONFIRM_EMAIL_TTL_HOURS,
  passwordChangedLetter,
  recoveryLetter,
  RECOVERY_TTL_HOURS,
} from '../../mail/letters';
import { sendQuietly, type Mailer } from '../../mail/mailer';
import { normaliseEmail, normalisePhone, type UserRow } from '../identity/user';
import { findUserByEmail, findUserById, insertUser, isEmailTaken, updateUser } from '../users/repository';
import { issueMailedToken } from '../identity/mailed-tokens';
import {
  findRefreshTokenForUpdate,
  findUsableOneTimeToken,
  insertRefreshToken,
  insertSession,
  isRefreshTokenLive,
  listLiveSessions,
  markSessionSeen,
  revokeOwnSession,
  markRefreshTokenRotated,
  revokeSession,
  revokeUserSessions,
  useOneTimeTokens,
  type SessionDevice,
} from '../identity/repository';

/** A new pair of tokens (`payload.jwt`). */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Registration input; null fields are absent (SPEC 5). */
export interface RegistrationInput {
  email: string | null;
  password: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  companyTitle?: string | null;
  position?: string | null;
}

/**
 * How long a rotated refresh token still works (returning a fresh pair of the same session): two tabs
 * that refresh at the same moment both stay signed in. Presented later, it revokes the session.
 */
export const REFRESH_GRACE_MS = 30_000;

/** The anonymous visitor's ids a sign-in presents (header or cookie), for the merge of its cart and favorites. */
export interface AnonymousShopper {
  anonymousUserId?: string;
  cartId?: string;
}

/**
 * Joins an anonymous visitor's cart and favorites into the user's, inside the sign-in transaction; returns the
 * user's cart id afterwards (null: no cart). The cart module provides it.
 */
export type MergeOnSignIn = (tx: Db, userId: string, anonymous: AnonymousShopper, now: Date) => Promise<string | null>;

/** A sign-in: the tokens and the user's cart id after the merge (for the `cart_id` cookie). */
export interface SignIn {
  pair: TokenPair;
  cartId: string | null;
}

const noMerge: MergeOnSignIn = async () => null;

/** What the auth service needs. */
export interface AuthDependencies {
  /** Merges the anonymous cart and favorites on login and registration (none without the cart module). */
  mergeOnSignIn?: MergeOnSignIn;
  db: Db;
  tokens: AccessTokens;
  clock: Clock;
  mailer: Mailer;
  auth: AuthConfig;
  storefrontOrigin: string;
  log: FastifyBaseLogger;
  /** Told of a user's context that changed without their Bearer token (a sign-in's merge, a revocation, a reset). */
  writeFeed: Pick<WriteFeed, 'shopperChanged'>;
}

/** Sessions, registration and password recovery. Every use case runs in one transaction; letters go after commit. */
export function createAuthService(deps: AuthDependencies) {
  const { db, tokens, clock, mailer, auth, log, writeFeed } = deps;
  const mergeOnSignIn = deps.mergeOnSignIn ?? noMerge;
  const background = new Set<Promise<void>>();

  /**
   * A refresh token lives the refresh TTL, but never past its session's maximum age (shorter for root): refreshing
   * cannot keep a stolen session alive for ever (issue #24).
   */
  async function issueTokens(
    tx: Db,
    user: UserRow,
    sessionId: string,
    sessionStartedAt: Date,
    now: Date,
  ): Promise<TokenPair> {
    const refreshToken = newOpaqueToken();
    const maxAgeSeconds = user.role === 'root' ? auth.adminSessionMaxAgeSeconds : auth.sessionMaxAgeSeconds;
    const expiresAt = Math.min(
      now.getTime() + auth.refreshTokenTtlSeconds * 1000,
      sessionStartedAt.getTime() + maxAgeSeconds * 1000,
    );
    await insertRefreshToken(tx, {
      sessionId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(expiresAt),
      now,
    });
    const accessToken = await tokens.sign({ userId: user.id, role: user.role, sessionId });
    return { accessToken, refreshToken };
  }

  async function startSession(tx: Db, user: UserRow, now: Date, device: SessionDevice): Promise<TokenPair> {
    return issueTokens(tx, user, await insertSession(tx, user.id, now, device), now, now);
  }

  async function mailRecovery(email: string): Promise<void> {
    const user = await findUserByEmail(db, normaliseEmail(email));
    if (user === undefined || !user.isActive) return;
    const now = clock.now();
    const token = await issueMailedToken(db, {
      userId: user.id,
      email: user.email,
      purpose: 'password_recovery',
      ttlHours: RECOVERY_TTL_HOURS,
      now,
    });
    await sendQuietly(
      mailer,
      log,
      recoveryLetter(user.email, deps.storefrontOrigin, token, BRAND_DEFAULT),
      'password_recovery',
    );
  }

  return {
    /** Registers a customer, signs them in and mails the email-confirmation letter (code 28 when the email is taken). */
    async register(
      input: RegistrationInput,
      anonymous: AnonymousShopper = {},
      device: SessionDevice = {},
    ): Promise<SignIn> {
      requireFields(input, ['email', 'password']);
      const email = normaliseEmail(input.email as string);
      assertStrongPassword(input.password as string, 'password', [
        email,
        input.firstName,
        input.lastName,
        input.companyTitle,
      ]);
      const passwordHash = await hashPassword(input.password as string);
      const now = clock.now();
      let confirmToken = '';
      let signIn: SignIn;
      try {
        signIn = await db.transaction(async (tx) => {
          if (await isEmailTaken(tx, email)) throw new AppError(ErrorCode.EmailExists);
          const phone = blankToNull(input.phone);
          const user = await insertUser(tx, {
            email,
            passwordHash,
            role: 'customer',
            firstName: blankToNull(input.firstName),
            middleName: blankToNull(input.middleName),
            lastName: blankToNull(input.lastName),
            phone: phone === null ? null : normalisePhone(phone),
            companyTitle: blankToNull(input.companyTitle),
            position: blankToNull(input.position),
            createdAt: now,
            updatedAt: now,
          });
          confirmToken = await issueMailedToken(tx, {
            userId: user.id,
            email,
            purpose: 'email_confirmation',
            ttlHours: CONFIRM_EMAIL_TTL_HOURS,
            now,
          });
          const pair = await startSession(tx, user, now, device);
          return { pair, cartId: await mergeOnSignIn(tx, user.id, anonymous, now) };
        });
      } catch (err) {
        // Two registrations of one email at once: the unique index decides.
        if (pgErrorToAppError(err)?.code === ErrorCode.UniqueViolation) throw new AppError(ErrorCode.EmailExists);
        throw err;
      }
      await sendQuietly(
        mailer,
        log,
        confirmEmailLetter(email, deps.storefrontOrigin, confirmToken, BRAND_DEFAULT),
        'email_confirmation',
      );
      return signIn;
    },

    /** Signs in (code 23 for a wrong email or password, code 5 for a deactivated account). */
    async login(
      input: { email: string | null; password: string | null },
      anonymous: AnonymousShopper = {},
      device: SessionDevice = {},
    ): Promise<SignIn> {
      requireFields(input, ['email', 'password']);
      const password = input.password as string;
      const user = await findUserByEmail(db, normaliseEmail(input.email as string));
      if (user === undefined) await verifyAgainstNothing(password);
      if (user === undefined || !(await verifyPassword(user.passwordHash, password)))
        throw new AppError(ErrorCode.InvalidCredentials);
      if (!user.isActive) throw new AppError(ErrorCode.NoPermission, { message: ru.apiErrors.accountDisabled });
      const now = clock.now();
      const rehash = needsRehash(user.passwordHash) ? await hashPassword(password) : undefined;
      const signIn = await db.transaction(async (tx) => {
        if (rehash !== undefined) await updateUser(tx, user.id, { passwordHash: rehash }, now);
        const pair = await startSession(tx, user, now, device);
        return { pair, cartId: await mergeOnSignIn(tx, user.id, anonymous, now) };
      });
      // The merge may have changed the cart the user's other sessions see.
      writeFeed.shopperChanged(user.id);
      return signIn;
    },

    /**
     * Exchanges a refresh token for a new pair in the same session. A token rotated at most
     * {@link REFRESH_GRACE_MS} ago still works; later, its session is revoked. Failures are code 23.
     */
    async refresh(token: string | null | undefined): Promise<TokenPair> {
      if (!token) throw new AppError(ErrorCode.InvalidCredentials, { message: ru.apiErrors.sessionEnded });
      const now = clock.now();
      // Outcomes leave the transaction as values: throwing inside would roll back a revocation.
      const outcome = await db.transaction(
        async (
          tx,
        ): Promise<{ pair: TokenPair } | { failure: 'unknown' | 'ended' } | { failure: 'reused'; userId: string }> => {
          const record = await findRefreshTokenForUpdate(tx, hashToken(token));
          if (record === undefined) return { failure: 'unknown' };
          if (record.sessionRevokedAt !== null || record.expiresAt <= now || !record.user.isActive)
            return { failure: 'ended' };
          if (record.rotatedAt === null) {
            await markRefreshTokenRotated(tx, record.id, now);
            await markSessionSeen(tx, record.sessionId, now);
          } else if (now.getTime() - record.rotatedAt.getTime() > REFRESH_GRACE_MS) {
            await revokeSession(tx, record.sessionId, now);
            return { failure: 'reused', userId: record.user.id };
          }
          return { pair: await issueTokens(tx, record.user, record.sessionId, record.sessionStartedAt, now) };
        },
      );
      if ('pair' in outcome) return outcome.pair;
      if (outcome.failure === 'reused') {
        log.warn('a rotated refresh token was reused after the grace window; its session is revoked');
        writeFeed.shopperChanged(outcome.userId);
      }
      throw new AppError(ErrorCode.InvalidCredentials, { message: ru.apiErrors.sessionEnded });
    },

    /** The user's live sessions, the caller's own marked, for the owner to end any they do not know. */
    async sessions(userId: string, currentSessionId: string): Promise<Schema<'AuthSession'>[]> {
      const rows = await listLiveSessions(db, userId, clock.now());
      return rows.map((r) => ({
        id: r.id,
        signedInAt: r.createdAt.toISOString(),
        lastSeenAt: (r.lastSeenAt ?? r.createdAt).toISOString(),
        userAgent: r.userAgent,
        ip: r.ip,
        isCurrent: r.id === currentSessionId,
      }));
    },

    /** Ends one of the user's sessions (code 6 when it is not theirs or already ended). */
    async endSession(userId: string, sessionId: string): Promise<void> {
      if (!(await revokeOwnSession(db, userId, sessionId, clock.now())))
        throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.sessionNotFound });
    },

    /** Ends every session of the user but the caller's. */
    async endOtherSessions(userId: string, currentSessionId: string): Promise<void> {
      await revokeUserSessions(db, userId, clock.now(), currentSessionId);
    },

    /** Ends a session: its refresh tokens and access tokens stop working. */
    async logout(sessionId: string): Promise<void> {
      await revokeSession(db, sessionId, clock.now());
    },

    /**
     * True when the refresh token could be exchanged now (the client should refresh), by the rule {@link refresh}
     * applies: a token rotated within the grace window still counts, so a page that reloads while its refresh was
     * under way (its new cookie never stored) keeps the session.
     */
    async isRefreshable(token: string | undefined): Promise<boolean> {
      if (token === undefined || token === '') return false;
      const now = clock.now();
      return isRefreshTokenLive(db, hashToken(token), now, new Date(now.getTime() - REFRESH_GRACE_MS));
    },

    /**
     * Mails a recovery link when the email belongs to an active user; silent otherwise (no enumeration). The work
     * runs after the reply, so its time does not tell a registered address from an unknown one either.
     */
    startRecovery(email: string): void {
      const work = mailRecovery(email)
        .catch((err: unknown) => log.error({ err }, 'password recovery not started'))
        .finally(() => background.delete(work));
      background.add(work);
    },

    /** Resolves once the recoveries started so far have been mailed (the app waits for them on close). */
    async settled(): Promise<void> {
      await Promise.all(background);
    },

    /** Checks a recovery token (code 6 when unknown, used or expired). */
    async validateRecovery(token: string): Promise<void> {
      const found = await findUsableOneTimeToken(db, 'password_recovery', hashToken(token), clock.now());
      if (found === undefined) throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.linkInvalid });
    },

    /**
     * Sets a new password with a recovery token: every recovery token of the user is used up and every
     * session ends. The link proved the mailbox, so an unconfirmed email it was sent to becomes confirmed.
     */
    async completeRecovery(
      token: string,
      input: { password: string | null; passwordConfirmation: string | null },
    ): Promise<void> {
      requireFields(input, ['password', 'passwordConfirmation']);
      if (input.password !== input.passwordConfirmation) throw new AppError(ErrorCode.UserPasswordMismatch);
      // The token first: a stranger with a made-up link must not make the server hash (issue #24).
      const now = clock.now();
      const link = await findUsableOneTimeToken(db, 'password_recovery', hashToken(token), now);
      const owner = link === undefined ? undefined : await findUserById(db, link.userId);
      if (link === undefined || owner === undefined)
        throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.linkInvalid });
      assertStrongPassword(input.password as string, 'password', [
        owner.email,
        owner.firstName,
        owner.lastName,
        owner.companyTitle,
      ]);
      const passwordHash = await hashPassword(input.password as string);
      const user = await db.transaction(async (tx) => {
        // Again under the transaction: the link may have been used meanwhile.
        const found = await findUsableOneTimeToken(tx, 'password_recovery', hashToken(token), now);
        if (found === undefined) throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.linkInvalid });
        const sameAddress = owner.email.toLowerCase() === found.email.toLowerCase();
        await updateUser(
          tx,
          owner.id,
          { passwordHash, ...(sameAddress && owner.emailConfirmedAt === null ? { emailConfirmedAt: now } : {}) },
          now,
        );
        await useOneTimeTokens(tx, 'password_recovery', owner.id, now);
        await revokeUserSessions(tx, owner.id, now);
        return owner;
      });
      writeFeed.shopperChanged(user.id);
      await sendQuietly(
        mailer,
        log,
        passwordChangedLetter(user.email, deps.storefrontOrigin, BRAND_DEFAULT),
        'password_changed',
      );
    },
  };
}

/** The auth use cases. */
export type AuthService = ReturnType<typeof createAuthService>;
