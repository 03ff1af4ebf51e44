import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw';

/** How many rows one cleanup statement deletes at most, so a large backlog never holds long locks. */
const CLEANUP_BATCH = 5000;

/** What one cleanup removed. */
export interface CleanupResult {
  visitors: number;
  carts: number;
  favorites: number;
}

/**
 * Deletes anonymous visitors untouched since `cutoff`, with their carts, cart lines and favorites (cascade), in
 * batches. The counts of carts and favorites are read in the same statement, before the cascade happens.
 */
export async function removeExpiredAnonymousVisitors(db: Db, cutoff: Date): Promise<CleanupResult> {
  const total: CleanupResult = { visitors: 0, carts: 0, favorites: 0 };
  for (;;) {
    const [batch] = await queryRows<CleanupResult>(
      db,
      sql`with expired as (
            delete from anonymous_user where id in (
              select id from anonymous_user where touched_at < ${cutoff.toISOString()}::timestamptz limit ${CLEANUP_BATCH})
            returning id)
          select (select count(*)::int from expired) as visitors,
                 (select count(*)::int from cart where anonymous_user_id in (select id from expired)) as carts,
                 (select count(*)::int from favorite where anonymous_user_id in (select id from expired)) as favorites`,
    );
    if (batch === undefined) return total;
    total.visitors += batch.visitors;
    total.carts += batch.carts;
    total.favorites += batch.favorites;
    if (batch.visitors < CLEANUP_BATCH) return total;
  }
}

/** When and how often the cleanup runs. */
export interface CleanupSchedule {
  /** Visitors untouched for this many days are removed. */
  ttlDays: number;
  /** Minutes between runs; 0 turns the job off. */
  intervalMinutes: number;
}

/**
 * Runs the cleanup at start-up and then every `intervalMinutes`, logging what each run removed. Several API
 * processes may run it at once: deleting is idempotent. Returns the stop function, which waits for a run in
 * progress so the database is not closed under it.
 */
export function startAnonymousCleanup(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  schedule: CleanupSchedule,
): () => Promise<void> {
  if (schedule.intervalMinutes === 0) return async () => undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= (async () => {
      const cutoff = new Date(clock.now().getTime() - schedule.ttlDays * 24 * 60 * 60 * 1000);
      try {
        const removed = await removeExpiredAnonymousVisitors(db, cutoff);
        log.info(
          { removed, cutoff: cutoff.toISOString(), ttlDays: schedule.ttlDays },
          'expired anonymous carts and favorites removed',
        );
      } catch (err) {
        log.error({ err }, 'anonymous cleanup failed');
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(run, schedule.intervalMinutes * 60 * 1000);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
