import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  anonymousUser,
  authSession,
  oneTimeToken,
  ONE_TIME_TOKEN_PURPOSES,
  refreshToken,
  users,
} from '../../db/schema';
import type { UserRow } from './user';

/** Purpose of a mailed one-time token. */
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/** Starts a session (a refresh-token family) for a user; returns its id. */
/** The browser and address a sign-in came from. */
export interface SessionDevice {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Longest user agent kept: enough to name a browser and system, not a place to store a megabyte. */
const USER_AGENT_MAX = 300;

export async function insertSession(db: Db, userId: string, now: Date, device: SessionDevice = {}): Promise<string> {
  const [row] = await db
    .insert(authSession)
    .values({
      userId,
      createdAt: now,
      userAgent: device.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      ip: device.ip ?? null,
    })
    .returning({ id: authSession.id });
  if (row === undefined) throw new Error('insert into auth_session returned nothing');
  return row.id;
}

/** Stores a refresh token's hash in a session. */
export async function insertRefreshToken(
  db: Db,
  values: { sessionId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(refreshToken).values({
    sessionId: values.sessionId,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** A refresh token with its session and user, as a refresh needs them. */
export interface RefreshTokenRecord {
  id: string;
  sessionId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  sessionRevokedAt: Date | null;
  /** When the session's sign-in happened: no refresh carries it past its maximum age. */
  sessionStartedAt: Date;
  user: UserRow;
}

/**
 * The refresh token with this hash, locked for the rest of the transaction so two refreshes of one
 * token run one after the other; undefined when unknown.
 */
export async function findRefreshTokenForUpdate(db: Db, tokenHash: string): Promise<RefreshTokenRecord | undefined> {
  const rows = await db
    .select({
      id: refreshToken.id,
      sessionId: refreshToken.sessionId,
      expiresAt: refreshToken.expiresAt,
      rotatedAt: refreshToken.rotatedAt,
      sessionRevokedAt: authSession.revokedAt,
      sessionStartedAt: authSession.createdAt,
      user: users,
    })
    .from(refreshToken)
    .innerJoin(authSession, eq(authSession.id, refreshToken.sessionId))
    .innerJoin(users, eq(users.id, authSession.userId))
    .where(eq(refreshToken.tokenHash, tokenHash))
    .for('update', { of: refreshToken })
    .limit(1);
  return rows[0];
}

/** Marks a refresh token as exchanged for its successor. */
export async function markRefreshTokenRotated(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(refreshToken)
    .set({ rotatedAt: now })
    .where(and(eq(refreshToken.id, id), isNull(refreshToken.rotatedAt)));
}

/** Notes that a session was used (a refresh), for its owner's list of sessions. */
export async function markSessionSeen(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(authSession).set({ lastSeenAt: now }).where(eq(authSession.id, sessionId));
}

/** A live session as its owner sees it. */
export interface SessionRow {
  id: string;
  createdAt: Date;
  lastSeenAt: Date | null;
  userAgent: string | null;
  ip: string | null;
}

/** A user's live sessions (not revoked, with a refresh token not yet expired), most recently used first. */
export async function listLiveSessions(db: Db, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select({
      id: authSession.id,
      createdAt: authSession.createdAt,
      lastSeenAt: authSession.lastSeenAt,
      userAgent: authSession.userAgent,
      ip: authSession.ip,
    })
    .from(authSession)
    .where(
      and(
        eq(authSession.userId, userId),
        isNull(authSession.revokedAt),
        sql`exists (select 1 from ${refreshToken} where ${refreshToken.sessionId} = ${authSession.id} and ${refreshToken.expiresAt} > ${now})`,
      ),
    )
    .orderBy(sql`coalesce(${authSession.lastSeenAt}, ${authSession.createdAt}) desc`, authSession.id);
}

/** Ends one of a user's sessions; false when the user has no such live session. */
export async function revokeOwnSession(db: Db, userId: string, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authSession)
    .set({ revokedAt: now })
    .where(and(eq(authSession.id, sessionId), eq(authSession.userId, userId), isNull(authSession.revokedAt)))
    .returning({ id: authSession.id });
  return rows.length > 0;
}

/** Ends a session: its refresh tokens stop working and so do access tokens carrying its id. */
export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(authSession)
    .set({ revokedAt: now })
    .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)));
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Db, userId: string, now: Date, keepSessionId?: string): Promise<void> {
  const mine = and(eq(authSession.userId, userId), isNull(authSession.revokedAt));
  await db
    .update(authSession)
    .set({ revokedAt: now })
    .where(keepSessionId === undefined ? mine : and(mine, sql`${authSession.id} <> ${keepSessionId}`));
}

/** The active user of an active session, for a request's access token; undefined when either is gone. */
export async function findSessionUser(db: Db, sessionId: string, userId: string): Promise<UserRow | undefined> {
  let read = sessionUserReads.get(db);
  if (read === undefined) {
    read = prepareSessionUserRead(db);
    sessionUserReads.set(db, read);
  }
  const rows = await read.execute({ sessionId, userId });
  return rows[0]?.user;
}

/** Every signed-in request runs this look-up, so it is prepared once per database (no parse or plan per call). */
function prepareSessionUserRead(db: Db) {
  return db
    .select({ user: users })
    .from(authSession)
    .innerJoin(users, eq(users.id, authSession.userId))
    .where(
      and(
        eq(authSession.id, sql.placeholder('sessionId')),
        eq(authSession.userId, sql.placeholder('userId')),
        isNull(authSession.revokedAt),
      ),
    )
    .limit(1)
    .prepare('session_user_read');
}

const sessionUserReads = new WeakMap<Db, ReturnType<typeof prepareSessionUserRead>>();

/**
 * True when the refresh token could be exchanged: known, not expired, its session not revoked, and not rotated or
 * rotated after `rotatedSince` (the refresh's grace window).
 */
export async function isRefreshTokenLive(db: Db, tokenHash: string, now: Date, rotatedSince: Date): Promise<boolean> {
  const rows = await db
    .select({ id: refreshToken.id })
    .from(refreshToken)
    .innerJoin(authSession, eq(authSession.id, refreshToken.sessionId))
    .where(
      and(
        eq(refreshToken.tokenHash, tokenHash),
        or(isNull(refreshToken.rotatedAt), gt(refreshToken.rotatedAt, rotatedSince)),
        isNull(authSession.revokedAt),
        sql`${refreshToken.expiresAt} > ${now}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Stores a mailed token's hash. */
export async function insertOneTimeToken(
  db: Db,
  values: {
    userId: string;
    purpose: OneTimeTokenPurpose;
    tokenHash: string;
    email: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await db.insert(oneTimeToken).values({
    userId: values.userId,
    purpose: values.purpose,
    tokenHash: values.tokenHash,
    email: values.email,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** A mailed token that can still be used: unused, unexpired, of this purpose; locked for the transaction. */
export async function findUsableOneTimeToken(
  db: Db,
  purpose: OneTimeTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<{ id: string; userId: string; email: string } | undefined> {
  const rows = await db
    .select({ id: oneTimeToken.id, userId: oneTimeToken.userId, email: oneTimeToken.email })
    .from(oneTimeToken)
    .where(
      and(
        eq(oneTimeToken.tokenHash, tokenHash),
        eq(oneTimeToken.purpose, purpose),
        isNull(oneTimeToken.usedAt),
        sql`${oneTimeToken.expiresAt} > ${now}`,
      ),
    )
    .for('update')
    .limit(1);
  return rows[0];
}

/** Uses up every unused token of this purpose of the user (the one presented and any older letters). */
export async function useOneTimeTokens(db: Db, purpose: OneTimeTokenPurpose, userId: string, now: Date): Promise<void> {
  await db
    .update(oneTimeToken)
    .set({ usedAt: now })
    .where(and(eq(oneTimeToken.userId, userId), eq(oneTimeToken.purpose, purpose), isNull(oneTimeToken.usedAt)));
}

/** Registers a new anonymous visitor; returns the id. */
export async function insertAnonymousUser(db: Db, now: Date): Promise<string> {
  const [row] = await db
    .insert(anonymousUser)
    .values({ createdAt: now, touchedAt: now })
    .returning({ id: anonymousUser.id });
  if (row === undefined) throw new Error('insert into anonymous_user returned nothing');
  return row.id;
}

/** True when the anonymous visitor id was issued by this API (prepared: every guest's cart and favorites call asks). */
export async function anonymousUserExists(db: Db, id: string): Promise<boolean> {
  let read = anonymousUserReads.get(db);
  if (read === undefined) {
    read = db
      .select({ id: anonymousUser.id })
      .from(anonymousUser)
      .where(eq(anonymousUser.id, sql.placeholder('id')))
      .limit(1)
      .prepare('anonymous_user_read');
    anonymousUserReads.set(db, read);
  }
  return (await read.execute({ id })).length > 0;
}

const anonymousUserReads = new WeakMap<Db, { execute(values: { id: string }): Promise<unknown[]> }>();

/** Uses up one mailed token. */
export async function markOneTimeTokenUsed(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(oneTimeToken)
    .set({ usedAt: now })
    .where(and(eq(oneTimeToken.id, id), isNull(oneTimeToken.usedAt)));
}
