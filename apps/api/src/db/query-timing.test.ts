import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';

describe('timeQueries', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('tells each listener every query once, and nothing after it leaves', async () => {
    const first: number[] = [];
    const second: number[] = [];
    const leaveFirst = db.timeQueries((seconds) => first.push(seconds));
    await db.orm.execute(sql`select 1`);
    leaveFirst();
    // An app built later on the same database (the tests reuse them) adds its own listener beside, not a second wrapper.
    const leaveSecond = db.timeQueries((seconds) => second.push(seconds));
    await db.orm.execute(sql`select 2`);
    await db.orm.execute(sql`select 3`);
    leaveSecond();
    await db.orm.execute(sql`select 4`);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(2);
    expect([...first, ...second].every((seconds) => seconds >= 0 && seconds < 60)).toBe(true);
  });
});
