import { DEFAULT_VAT_RATE, orderSearchText, standardVatRateOn } from '@shop/domain';
import { kopecksToDecimal, toKopecks } from '@shop/i18n-ru';
import type { Prng } from '@shop/tools-kit';
import type { SqlClient } from './sql-client';

/** The seller printed on invoices: demo requisites in real formats (they pass the bank checks), not a real company. */
export const DEMO_SELLER = {
  title: 'ООО «ТахоСнаб»',
  inn: '7728168971',
  kpp: '772801001',
  ogrn: '1027700067328',
  legalAddress: '117342, г. Москва, ул. Бутлерова, д. 17, офис 305',
  bankName: 'АО «АЛЬФА-БАНК», г. Москва',
  bik: '044525593',
  checkingAccount: '40702810801300012345',
  correspondentAccount: '30101810200000000593',
  phone: '+7 (495) 123-45-67',
  director: 'Смирнов А. В.',
  accountant: 'Кузнецова Е. П.',
} as const;

/** Where the demo shop sends its new-order notices (the outbox in development). */
export const DEMO_ORDER_EMAIL = 'zakaz@tachosnab.local';

/** The seller, НДС 22 % and the order address in the site settings (kept as they are when an admin set them). */
export async function seedShopSettings(db: SqlClient): Promise<void> {
  await db.query(
    `insert into site_settings (id, seller, vat_rate, order_email) values (1, $1, $2, $3)
     on conflict (id) do update set seller = coalesce(site_settings.seller, excluded.seller), order_email = coalesce(site_settings.order_email, excluded.order_email)`,
    [JSON.stringify(DEMO_SELLER), DEFAULT_VAT_RATE, DEMO_ORDER_EMAIL],
  );
}

/** The demo customer's company, as its orders name it (real-format requisites that pass the bank checks). */
const DEMO_BUYER = {
  title: 'ООО «Демо Транс»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: '109012, г. Москва, ул. Ильинка, д. 4',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  checkingAccount: '40702810938000000001',
  correspondentAccount: '30101810400000000225',
};

interface DemoOrderPlan {
  status: 'created' | 'completed' | 'canceled';
  company: boolean;
  /** When it was placed: so many days before the seed, or on a fixed date (an order from before 2026's НДС 22 %). */
  daysAgo: number | { placedAt: string };
  shippingCost: string | null;
  comment: string | null;
  managerComment: string | null;
  delivery: {
    method: 'pickup' | 'courier' | 'transport_company';
    address: string | null;
    transportCompany: string | null;
  };
}

/** A few orders in each status, from a month ago to today and one from 2025, so every screen of the order desk has something to show. */
const PLANS: readonly DemoOrderPlan[] = [
  // Placed in December 2025 at the НДС of its day, 20 %: its invoice keeps that rate beside today's 22 %.
  {
    status: 'completed',
    company: true,
    daysAgo: { placedAt: '2025-12-15T11:20:00+03:00' },
    shippingCost: '950.00',
    comment: null,
    managerComment: 'Отгружено до Нового года',
    delivery: { method: 'transport_company', address: 'г. Тверь, ул. Склизкова, д. 44', transportCompany: 'ПЭК' },
  },
  {
    status: 'completed',
    company: true,
    daysAgo: 28,
    shippingCost: '1200.00',
    comment: null,
    managerComment: 'Отгружено, ТН № 118',
    delivery: {
      method: 'transport_company',
      address: 'г. Казань, ул. Тэцевская, д. 4',
      transportCompany: 'Деловые Линии',
    },
  },
  {
    status: 'canceled',
    company: false,
    daysAgo: 21,
    shippingCost: null,
    comment: 'Нужна доставка до пятницы',
    managerComment: 'Покупатель отказался: срок не подошёл',
    delivery: { method: 'courier', address: 'г. Москва, ул. Лесная, д. 7', transportCompany: null },
  },
  {
    status: 'completed',
    company: false,
    daysAgo: 12,
    shippingCost: '0.00',
    comment: null,
    managerComment: null,
    delivery: { method: 'pickup', address: null, transportCompany: null },
  },
  {
    status: 'created',
    company: true,
    daysAgo: 3,
    shippingCost: '850.00',
    comment: 'Счёт на оплату, пожалуйста',
    managerComment: null,
    delivery: {
      method: 'transport_company',
      address: 'г. Нижний Новгород, пр. Ленина, д. 10',
      transportCompany: 'СДЭК',
    },
  },
  {
    status: 'created',
    company: true,
    daysAgo: 0,
    shippingCost: null,
    comment: null,
    managerComment: null,
    delivery: { method: 'courier', address: 'г. Москва, ул. Ильинка, д. 4', transportCompany: null },
  },
];

const MS_PER_DAY = 24 * 3600 * 1000;

/**
 * The demo customer's orders ({@link PLANS}), priced at the customer's group prices of the seeded catalogue, with
 * their history, numbered from the counter as checkout numbers them. Returns how many were made.
 */
export async function seedDemoOrders(
  db: SqlClient,
  r: Prng,
  customer: { id: string; email: string; groupId: string },
  now = Date.now(),
): Promise<number> {
  const { rows: products } = await db.query<{ id: string; article: string; title: string; price: string }>(
    `select p.id, p.article, p.title, coalesce(gp.price, p.base_price)::text as price
       from product p left join customer_group_price gp on gp.product_id = p.id and gp.customer_group_id = $1
      where p.deleted_at is null and p.availability <> 'not_sold' order by p.created_at, p.id limit 40`,
    [customer.groupId],
  );
  if (products.length === 0) return 0;
  const contact = {
    firstName: 'Демо',
    lastName: 'Покупатель',
    middleName: null,
    phone: '+79160000000',
    email: customer.email,
  };
  for (const plan of PLANS) {
    const createdAt =
      typeof plan.daysAgo === 'number'
        ? new Date(now - plan.daysAgo * MS_PER_DAY - r.int(0, 6 * 3600) * 1000)
        : new Date(plan.daysAgo.placedAt);
    const lines = Array.from(
      { length: r.int(1, 4) },
      () => products[r.int(0, products.length - 1)] as (typeof products)[number],
    ).filter((p, i, all) => all.indexOf(p) === i);
    let itemsTotal = 0n;
    const priced = lines.map((p) => {
      const quantity = r.int(1, 5);
      const total = toKopecks(p.price) * BigInt(quantity);
      itemsTotal += total;
      return { ...p, quantity, total: kopecksToDecimal(total) };
    });
    const { rows: counter } = await db.query<{ n: number }>(
      'update order_number_counter set last_number = last_number + 1 where id = 1 returning last_number as n',
    );
    const number = Number(counter[0]?.n);
    const company = plan.company ? DEMO_BUYER : null;
    const searchText = orderSearchText({ contactEmail: contact.email, customerEmail: customer.email, company });
    const changedAt = plan.status === 'created' ? createdAt : new Date(createdAt.getTime() + 2 * MS_PER_DAY);
    const { rows: inserted } = await db.query<{ id: string }>(
      `insert into orders (number, user_id, status, payer_type, company, contact, delivery_method, delivery_address, transport_company, comment, manager_comment,
                           items_total, shipping_cost, vat_rate, line_count, search_text, created_at, updated_at, status_changed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18) returning id`,
      [
        number,
        customer.id,
        plan.status,
        company === null ? 'individual' : 'company',
        company === null ? null : JSON.stringify(company),
        JSON.stringify(contact),
        plan.delivery.method,
        plan.delivery.address,
        plan.delivery.transportCompany,
        plan.comment,
        plan.managerComment,
        kopecksToDecimal(itemsTotal),
        plan.shippingCost,
        standardVatRateOn(createdAt),
        priced.length,
        searchText,
        createdAt.toISOString(),
        changedAt.toISOString(),
      ],
    );
    const orderId = inserted[0]?.id;
    for (const [position, p] of priced.entries()) {
      await db.query(
        'insert into order_line (order_id, position, product_id, article, title, price, quantity, total) values ($1, $2, $3, $4, $5, $6, $7, $8)',
        [orderId, position, p.id, p.article, p.title, p.price, p.quantity, p.total],
      );
    }
    await db.query(
      `insert into order_status_change (order_id, from_status, to_status, changed_by, created_at) values ($1, null, 'created', $2, $3)`,
      [orderId, customer.id, createdAt.toISOString()],
    );
    if (plan.status !== 'created') {
      await db.query(
        `insert into order_status_change (order_id, from_status, to_status, changed_by, comment, created_at) values ($1, 'created', $2, null, $3, $4)`,
        [orderId, plan.status, plan.managerComment, changedAt.toISOString()],
      );
    }
  }
  return PLANS.length;
}
