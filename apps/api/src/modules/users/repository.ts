import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { escapeLike } from '../../db/like';
import { customerGroup, storedFile, users } from '../../db/schema';
import { latestStatusSql, type IntegratorRequestStatus } from './integrator-request-status';
import type { StoredFileRow } from '../../storage/file-storage';
import type { Role, UserRow } from '../identity/user';

/** Columns a new user may be given. */
export type NewUser = typeof users.$inferInsert;
/** Columns an update may change. */
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/** The user with this id; undefined when there is none. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** The user with this email, compared case-insensitively; undefined when there is none. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

/** True when another user (not `exceptId`) has this email, case-insensitively. */
export async function isEmailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const same = sql`lower(${users.email}) = lower(${email})`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? same : and(same, sql`${users.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}

/** Inserts a user and returns it. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (row === undefined) throw new Error('insert into users returned nothing');
  return row;
}

/** Applies changes (and a new `updatedAt`) to a user; undefined when it does not exist. */
export async function updateUser(db: Db, id: string, changes: UserChanges, now: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Whether any root account exists (active or not). */
export async function hasRootUser(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'root')).limit(1);
  return row !== undefined;
}

/** The stored file row of a user's requisites; null when none. */
export async function findRequisitesFile(
  db: Db,
  fileId: string | null,
): Promise<(StoredFileRow & { mime: string }) | null> {
  if (fileId === null) return null;
  const rows = await db
    .select({
      bucket: storedFile.bucket,
      path: storedFile.path,
      title: storedFile.title,
      extension: storedFile.extension,
      mime: storedFile.mime,
    })
    .from(storedFile)
    .where(eq(storedFile.id, fileId))
    .limit(1);
  return rows[0] ?? null;
}

/** Filter of the admin user list. */
export interface UserListFilter {
  /** Case-insensitive substring of email, first/middle/last name, phone or company; empty = all. */
  searchQuery?: string | undefined;
  role?: Role | undefined;
  /** Only members of this customer group. */
  customerGroupId?: string | undefined;
  page: number;
  limit: number;
}

/** One page of users, newest first (ties broken by id so pages never overlap), with the total over all pages. */
export async function listUsers(
  db: Db,
  filter: UserListFilter,
): Promise<{
  rows: (UserRow & {
    requisites: StoredFileRow | null;
    group: { id: string; title: string } | null;
    latestIntegratorRequestStatus: IntegratorRequestStatus | null;
  })[];
  total: number;
}> {
  const conditions: SQL[] = [];
  const query = filter.searchQuery?.trim();
  if (query) {
    const pattern = `%${escapeLike(query)}%`;
    const phoneDigits = query.replace(/\D/g, '');
    const matches = [
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.middleName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.phone, pattern),
      ilike(users.companyTitle, pattern),
    ];
    // Phones are stored normalised; "915 123" still finds +79151234567.
    if (phoneDigits.length >= 3) matches.push(ilike(users.phone, `%${phoneDigits}%`));
    const any = or(...matches);
    if (any !== undefined) conditions.push(any);
  }
  if (filter.role !== undefined) conditions.push(eq(users.role, filter.role));
  if (filter.customerGroupId !== undefined) conditions.push(eq(users.customerGroupId, filter.customerGroupId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({
      user: users,
      requisites: {
        bucket: storedFile.bucket,
        path: storedFile.path,
        title: storedFile.title,
        extension: storedFile.extension,
      },
      group: { id: customerGroup.id, title: customerGroup.title },
      latestIntegratorRequestStatus: latestStatusSql(users.id),
    })
    .from(users)
    .leftJoin(storedFile, eq(storedFile.id, users.requisitesFileId))
    .leftJoin(customerGroup, eq(customerGroup.id, users.customerGroupId))
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return {
    rows: rows.map((r) => ({
      ...r.user,
      requisites: r.requisites,
      group: r.group,
      latestIntegratorRequestStatus: r.latestIntegratorRequestStatus,
    })),
    total: totalRow?.n ?? 0,
  };
}

/** The id and title of a customer group; null when there is none with this id. */
export async function findCustomerGroupRef(db: Db, id: string | null): Promise<{ id: string; title: string } | null> {
  if (id === null) return null;
  const rows = await db
    .select({ id: customerGroup.id, title: customerGroup.title })
    .from(customerGroup)
    .where(eq(customerGroup.id, id))
    .limit(1);
  return rows[0] ?? null;
}
