import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { siteSettings, users } from '../db/schema';
import { createUser, login } from './identity';

/** Real-format requisites that pass every bank check: an organisation (Сбербанк's ИНН, КПП, ОГРН, БИК, к/с). */
export const VALID_COMPANY = {
  title: 'ООО «Тахограф-Сервис»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: '117997, г. Москва, ул. Вавилова, д. 19',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  checkingAccount: '40702810938000000001',
  correspondentAccount: '30101810400000000225',
} as const;

/** A checkout request of an individual with courier delivery; override any part. */
export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    payerType: 'individual',
    company: null,
    contact: {
      firstName: 'Иван',
      lastName: 'Петров',
      middleName: 'Сергеевич',
      phone: '+7 (915) 123-45-67',
      email: 'ivan.petrov@example.ru',
    },
    delivery: { method: 'courier', address: 'г. Москва, ул. Тверская, д. 1', transportCompany: null },
    comment: null,
    ...overrides,
  };
}

/** A signed-in customer with a confirmed email (and a phone unless `phone` is null), as the Authorization header. */
export async function confirmedCustomer(app: FastifyInstance, db: Db, options: { phone?: string | null } = {}) {
  const user = await createUser(db, { confirmed: true });
  const phone = options.phone === undefined ? '+79151234567' : options.phone;
  await db.update(users).set({ phone }).where(eq(users.id, user.id));
  const jwt = await login(app, user.email);
  return { user: { ...user, phone }, headers: { authorization: `Bearer ${jwt.accessToken}` } };
}

/** Puts products into the caller's cart through the API. */
export async function fillCart(
  app: FastifyInstance,
  headers: Record<string, string>,
  lines: { productId: string; quantity: number }[],
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/cart/product',
    payload: { cartProductList: lines },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`cart add failed: ${res.statusCode} ${res.body}`);
}

/** Stores site settings the orders read (free shipping, the order e-mail, the seller, НДС). */
export async function setOrderSettings(db: Db, values: Partial<typeof siteSettings.$inferInsert>): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: values });
}
