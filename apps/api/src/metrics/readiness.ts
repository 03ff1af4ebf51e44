import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Probes } from '@shop/metrics';

/** How long readiness waits for the database's answer before it says "not ready". */
export const READINESS_DB_TIMEOUT_MS = 1000;

/**
 * Readiness of one API process: not while it drains (SIGTERM), and not while its database does not answer a trivial
 * query within {@link READINESS_DB_TIMEOUT_MS}; it comes back by itself when the database does.
 */
export class Readiness implements Probes {
  private draining = false;

  constructor(
    private readonly db: Pick<Database, 'orm'>,
    private readonly timeoutMs = READINESS_DB_TIMEOUT_MS,
  ) {}

  /** From now on the process is not ready (it is shutting down). */
  drain(): void {
    this.draining = true;
  }

  async ready(): Promise<boolean> {
    if (this.draining) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timeoutMs);
    });
    const answered = this.db.orm.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([answered, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
