import { shownFreeQuantity, STOCK_AVAILABILITIES, stockAvailability, type StockCount } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { AVAILABILITIES } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TEST_ENGINE } from '../../testing/test-database';
import { derivedAvailabilitySql, shownFreeSql } from './repository';

/**
 * The SQL that rewrites a counted product's availability and its free quantity as shown says what the domain rules say,
 * case by case.
 */
describe(`the availability of counted stock in SQL (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("keeps the schema's list of availabilities (repeated there for drizzle-kit) equal to the domain's", () => {
    expect(AVAILABILITIES).toEqual(STOCK_AVAILABILITIES);
  });

  it('equals stockAvailability of @shop/domain', async () => {
    const cases: StockCount[] = [];
    for (const onHand of [0, 1, 5])
      for (const reserved of [0, 1, 5, 7])
        for (const backorder of [false, true])
          for (const saleStopped of [false, true]) cases.push({ onHand, reserved, backorder, saleStopped });
    const rows = sql.join(
      cases.map(
        (c, i) =>
          sql`(${i}::int, ${c.onHand}::int, ${c.reserved}::int, ${c.backorder}::boolean, ${c.saleStopped}::boolean)`,
      ),
      sql`, `,
    );
    const answers = await queryRows<{ availability: string }>(
      t.db.orm,
      sql`select ${derivedAvailabilitySql} as availability from (values ${rows}) as s(i, on_hand, reserved, backorder, sale_stopped) order by i`,
    );
    expect(answers.map((a) => a.availability)).toEqual(cases.map(stockAvailability));
  });

  it('keeps the free quantity as the pages show it as shownFreeQuantity of @shop/domain does', async () => {
    const cases = [
      [0, 0],
      [3, 5],
      [12, 2],
      [50, 0],
      [51, 0],
      [52, 1],
      [10_000, 3],
    ] as const;
    const rows = sql.join(
      cases.map(([onHand, reserved], i) => sql`(${i}::int, ${onHand}::int, ${reserved}::int)`),
      sql`, `,
    );
    const answers = await queryRows<{ shown: number }>(
      t.db.orm,
      sql`select ${shownFreeSql} as shown from (values ${rows}) as s(i, on_hand, reserved) order by i`,
    );
    expect(answers.map((a) => Number(a.shown))).toEqual(
      cases.map(([onHand, reserved]) => shownFreeQuantity({ onHand, reserved })),
    );
  });
});
