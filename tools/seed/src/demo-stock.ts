import { LOW_STOCK_THRESHOLD, SHOWN_STOCK_LIMIT, shownFreeQuantity } from '@shop/domain';
import { Prng } from '@shop/tools-kit';
import type { SqlClient } from './sql-client';

/**
 * Products the demo's buyers take, left uncounted so that they never run out: the first ones by creation time, where
 * the demo orders (tools/seed), the topology test and the capacity bench (tools/run, tools/bench) take theirs.
 */
export const UNCOUNTED_FIRST_PRODUCTS = 60;

/** How many demo products of each kind of counted stock (issue #28). */
export const DEMO_STOCK = { plenty: 12, few: 8, none: 5, onOrder: 5 } as const;

/** The stock PRNG's seed beside the catalogue's: its own sequence, so the catalogue's draws stay as they were. */
const STOCK_SEED_SALT = 0x28_5704;

const REASON = 'Начальный остаток (демо)';

/**
 * Counted stock for a few demo products (issue #28): some with plenty (above and below the «> 50» a group customer is
 * shown), some with few (at most LOW_STOCK_THRESHOLD, «Мало»), some with none («Нет в наличии»), and some sold on
 * order with a lead time («Под заказ, N дней»; one without). Chosen by a PRNG of their own among the products after the
 * first {@link UNCOUNTED_FIRST_PRODUCTS}, each with its first count as a movement. Returns how many were counted.
 */
export async function seedDemoStock(db: SqlClient, seed: number, now = new Date()): Promise<number> {
  const { rows } = await db.query<{ id: string; availability: string }>(
    `select id, availability from product where deleted_at is null order by created_at, id offset $1`,
    [UNCOUNTED_FIRST_PRODUCTS],
  );
  const r = new Prng(seed ^ STOCK_SEED_SALT);
  const take = (availability: string, count: number) => {
    const pool = rows.filter((row) => row.availability === availability);
    const chosen: string[] = [];
    while (chosen.length < count && pool.length > 0)
      chosen.push(...pool.splice(r.int(0, pool.length - 1), 1).map((p) => p.id));
    return chosen;
  };
  const inStock = take('in_stock', DEMO_STOCK.plenty + DEMO_STOCK.few + DEMO_STOCK.none);
  const counts = [
    ...inStock.slice(0, DEMO_STOCK.plenty).map((id, i) => ({
      id,
      onHand: i % 2 === 0 ? r.int(SHOWN_STOCK_LIMIT + 1, 900) : r.int(LOW_STOCK_THRESHOLD + 1, SHOWN_STOCK_LIMIT),
      backorder: false,
      leadTimeDays: null as number | null,
    })),
    ...inStock
      .slice(DEMO_STOCK.plenty, DEMO_STOCK.plenty + DEMO_STOCK.few)
      .map((id) => ({ id, onHand: r.int(1, LOW_STOCK_THRESHOLD), backorder: false, leadTimeDays: null })),
    ...inStock
      .slice(DEMO_STOCK.plenty + DEMO_STOCK.few)
      .map((id) => ({ id, onHand: 0, backorder: false, leadTimeDays: null })),
    ...take('on_order', DEMO_STOCK.onOrder).map((id, i) => ({
      id,
      onHand: 0,
      backorder: true,
      leadTimeDays: i === 0 ? null : r.int(3, 30),
    })),
  ];
  const at = now.toISOString();
  for (const stock of counts) {
    await db.query(
      `insert into product_stock (product_id, on_hand, reserved, backorder, lead_time_days, sale_stopped, shown_free, updated_at)
       values ($1, $2, 0, $3, $4, false, $5, $6)`,
      [stock.id, stock.onHand, stock.backorder, stock.leadTimeDays, shownFreeQuantity({ ...stock, reserved: 0 }), at],
    );
    await db.query(
      `insert into stock_movement (product_id, kind, on_hand_from, on_hand_to, reserved_from, reserved_to, reason, created_at)
       values ($1, 'adjustment', 0, $2, 0, 0, $3, $4)`,
      [stock.id, stock.onHand, REASON, at],
    );
  }
  // The availability a count gives: none free and not sold on order is out of stock (stockAvailability in @shop/domain).
  await db.query(
    `update product p set availability = 'out_of_stock' from product_stock s
     where s.product_id = p.id and s.on_hand = 0 and not s.backorder`,
  );
  return counts.length;
}
