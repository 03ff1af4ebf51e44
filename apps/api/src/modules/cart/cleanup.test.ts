import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousUser, cart, favorite } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { ManualClock } from '../../testing/identity';
import { createProduct } from '../../testing/products';
import { removeExpiredAnonymousVisitors, startAnonymousCleanup } from './cleanup';

const DAY = 24 * 60 * 60 * 1000;

describe('anonymous cleanup', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
  beforeEach(async () => {
    t = await buildTestApp({ clock, env: { ANONYMOUS_CLEANUP_INTERVAL_MINUTES: '0' } });
  });
  afterEach(() => t.close());

  /** A guest who adds to the cart and favorites now (by the manual clock). */
  async function activeGuest(): Promise<string> {
    const p = await createProduct(t.db.orm);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/product',
      payload: { cartProductList: [{ productId: p.id, quantity: 1 }] },
    });
    const id = res.cookies.find((c) => c.name === 'anonymous_user_id')?.value as string;
    await t.app.inject({ method: 'POST', url: `/api/v1/favorites/${p.id}`, headers: { 'x-anonymous-user-id': id } });
    return id;
  }

  it('deletes visitors untouched for the configured days with their carts and favorites, and keeps the rest', async () => {
    const old = await activeGuest();
    clock.advance(60 * DAY);
    const recent = await activeGuest();
    clock.advance(31 * DAY);

    const removed = await removeExpiredAnonymousVisitors(t.db.orm, new Date(clock.now().getTime() - 90 * DAY));
    expect(removed).toEqual({ visitors: 1, carts: 1, favorites: 1 });
    expect(await t.db.orm.select().from(anonymousUser).where(eq(anonymousUser.id, old))).toEqual([]);
    expect(await t.db.orm.select().from(cart).where(eq(cart.anonymousUserId, old))).toEqual([]);
    expect(await t.db.orm.select().from(favorite).where(eq(favorite.anonymousUserId, old))).toEqual([]);
    expect(await t.db.orm.select().from(cart).where(eq(cart.anonymousUserId, recent))).toHaveLength(1);
    const stale = await t.app.inject({ method: 'GET', url: '/api/v1/cart', headers: { 'x-anonymous-user-id': old } });
    expect(stale.statusCode).toBe(422);
  });

  it('a change keeps a visitor alive', async () => {
    const id = await activeGuest();
    clock.advance(80 * DAY);
    const p = await createProduct(t.db.orm);
    await t.app.inject({ method: 'POST', url: `/api/v1/favorites/${p.id}`, headers: { 'x-anonymous-user-id': id } });
    clock.advance(80 * DAY);
    expect(await removeExpiredAnonymousVisitors(t.db.orm, new Date(clock.now().getTime() - 90 * DAY))).toEqual({
      visitors: 0,
      carts: 0,
      favorites: 0,
    });
  });

  it('runs on start and logs what it removed', async () => {
    await activeGuest();
    clock.advance(91 * DAY);
    const stop = startAnonymousCleanup(t.db.orm, clock, t.app.log, { ttlDays: 90, intervalMinutes: 60 });
    await stop();
    const line = t.logs.find((l) => l.msg === 'expired anonymous carts and favorites removed');
    expect(line).toMatchObject({ removed: { visitors: 1, carts: 1, favorites: 1 }, ttlDays: 90 });
  });
});
