import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { hashPassword } from '../modules/identity/passwords';
import type { Role, UserRow } from '../modules/identity/user';
import { insertAnonymousUser } from '../modules/identity/repository';
import { insertUser } from '../modules/users/repository';

/** The password of users made by {@link createUser}. */
export const TEST_PASSWORD = 'correct horse battery';

let counter = 0;
/**
 * One argon2id hash of {@link TEST_PASSWORD} per worker: every user made here shares it (each hash is salted, but
 * nothing a test checks tells two users' salts apart), so a worker pays the ~50 ms of hashing once, not per user.
 */
let testPasswordHash: Promise<string> | undefined;

/** Inserts a user directly (no letters, no rate limits); `email` defaults to a unique one. */
export async function createUser(
  db: Db,
  values: { role?: Role; email?: string; confirmed?: boolean; isActive?: boolean } = {},
): Promise<UserRow> {
  counter += 1;
  return insertUser(db, {
    email: values.email ?? `user${counter}-${Date.now()}@example.ru`,
    passwordHash: await (testPasswordHash ??= hashPassword(TEST_PASSWORD)),
    role: values.role ?? 'customer',
    isActive: values.isActive ?? true,
    emailConfirmedAt: values.confirmed === true ? new Date() : null,
  });
}

/** Signs in through the API; returns both tokens. */
export async function login(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { payload: { jwt: { accessToken: string; refreshToken: string } } }).payload.jwt;
}

/** A user of the role, signed in: the row and the Authorization header. */
export async function signedIn(
  app: FastifyInstance,
  db: Db,
  role: Role = 'customer',
  extra: { confirmed?: boolean } = {},
) {
  const user = await createUser(db, { role, ...extra });
  const jwt = await login(app, user.email);
  return { user, jwt, headers: { authorization: `Bearer ${jwt.accessToken}` } };
}

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private current = new Date('2026-03-05T10:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Value of a Set-Cookie cookie by name in an inject response; undefined when not set. */
export function setCookie(res: { cookies: { name: string; value: string }[] }, name: string) {
  return res.cookies.find((c) => c.name === name) as
    | {
        name: string;
        value: string;
        httpOnly?: boolean;
        sameSite?: string;
        path?: string;
        maxAge?: number;
        secure?: boolean;
      }
    | undefined;
}

/** A known anonymous visitor (as the first cart or favorites write makes one): the header that presents it. */
export async function anonymousVisitor(db: Db): Promise<{ 'x-anonymous-user-id': string }> {
  return { 'x-anonymous-user-id': await insertAnonymousUser(db, new Date()) };
}
