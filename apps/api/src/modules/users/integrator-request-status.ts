import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { integratorRequest, type users } from '../../db/schema';

/** The statuses of an integrator request. */
export type IntegratorRequestStatus = (typeof integratorRequest.$inferSelect)['status'];

/**
 * SQL of the status of the newest request of the user in `userId` (null when they never applied): one step down
 * `integrator_request_user_created_at_idx`, cheap enough for every user a list presents.
 */
export function latestStatusSql(userId: SQL | typeof users.id): SQL<IntegratorRequestStatus | null> {
  return sql<IntegratorRequestStatus | null>`(select ir.status from integrator_request ir where ir.user_id = ${userId} order by ir.created_at desc, ir.id desc limit 1)`;
}

/** The status of the user's newest request (`User.latestIntegratorRequestStatus`); null when they never applied. */
export async function findLatestStatus(db: Db, userId: string): Promise<IntegratorRequestStatus | null> {
  const rows = await db
    .select({ status: integratorRequest.status })
    .from(integratorRequest)
    .where(eq(integratorRequest.userId, userId))
    .orderBy(desc(integratorRequest.createdAt), desc(integratorRequest.id))
    .limit(1);
  return rows[0]?.status ?? null;
}
