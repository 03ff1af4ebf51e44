import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { integratorRequest, users } from '../../db/schema';
import { escapeLike } from '../../db/like';
import type { IntegratorRequestStatus } from '../users/integrator-request-status';

/** A request row as the database returns it. */
export type IntegratorRequestRow = typeof integratorRequest.$inferSelect;

/** A user as a request names them (the contract's UserRef). */
export interface RequestUserRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  companyTitle: string | null;
}

/** A request with the customer who made it. */
export interface RequestWithUser {
  request: IntegratorRequestRow;
  user: RequestUserRow;
}

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  companyTitle: users.companyTitle,
};

/** Inserts a pending request; returns its id. The partial unique index refuses a second pending one of a user. */
export async function insertRequest(db: Db, values: typeof integratorRequest.$inferInsert): Promise<string> {
  const [row] = await db.insert(integratorRequest).values(values).returning({ id: integratorRequest.id });
  if (row === undefined) throw new Error('insert into integrator_request returned nothing');
  return row.id;
}

/** One request with its customer; undefined when there is none. */
export async function findRequest(db: Db, id: string): Promise<RequestWithUser | undefined> {
  const rows = await db
    .select({ request: integratorRequest, user: userColumns })
    .from(integratorRequest)
    .innerJoin(users, eq(users.id, integratorRequest.userId))
    .where(eq(integratorRequest.id, id))
    .limit(1);
  return rows[0];
}

/** The user's newest request with the user; undefined when they never applied. */
export async function findLatestRequest(db: Db, userId: string): Promise<RequestWithUser | undefined> {
  const rows = await db
    .select({ request: integratorRequest, user: userColumns })
    .from(integratorRequest)
    .innerJoin(users, eq(users.id, integratorRequest.userId))
    .where(eq(integratorRequest.userId, userId))
    .orderBy(desc(integratorRequest.createdAt), desc(integratorRequest.id))
    .limit(1);
  return rows[0];
}

/** Moves a pending request to a new status; false when it is not pending (or not there). */
export async function updatePendingRequest(
  db: Db,
  id: string,
  changes: Partial<typeof integratorRequest.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(integratorRequest)
    .set(changes)
    .where(and(eq(integratorRequest.id, id), eq(integratorRequest.status, 'pending')))
    .returning({ id: integratorRequest.id });
  return rows.length > 0;
}

/** Filters of the admin list. */
export interface RequestFilter {
  status?: IntegratorRequestStatus | undefined;
  userId?: string | undefined;
  /** Case-insensitive substring of the company, the ИНН or the customer's e-mail; empty = all. */
  searchQuery?: string | undefined;
  page: number;
  limit: number;
}

/** One page of requests, newest first (ties by id, so pages never overlap), with the total over all pages. */
export async function listRequests(db: Db, filter: RequestFilter): Promise<{ rows: RequestWithUser[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(integratorRequest.status, filter.status));
  if (filter.userId !== undefined) conditions.push(eq(integratorRequest.userId, filter.userId));
  const query = filter.searchQuery?.trim();
  if (query) {
    const pattern = `%${escapeLike(query)}%`;
    const any = or(
      ilike(integratorRequest.companyTitle, pattern),
      ilike(integratorRequest.inn, pattern),
      ilike(users.email, pattern),
    );
    if (any !== undefined) conditions.push(any);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(integratorRequest)
    .innerJoin(users, eq(users.id, integratorRequest.userId))
    .where(where);
  const rows = await db
    .select({ request: integratorRequest, user: userColumns })
    .from(integratorRequest)
    .innerJoin(users, eq(users.id, integratorRequest.userId))
    .where(where)
    .orderBy(desc(integratorRequest.createdAt), desc(integratorRequest.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}
