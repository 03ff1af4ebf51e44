import { randomUUID } from 'node:crypto';
import { DEFAULT_VAT_RATE, orderSearchText, paymentStatusOf, standardVatRateOn } from '@shop/domain';
import { kopecksToDecimal, toKopecks } from '@shop/i18n-ru';
import type { Prng } from '@shop/tools-kit';
import { demoDocumentTitle, renderDemoDocument, type DemoDocumentKind } from './demo-documents';
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
  /** Payments as shares of the total in percent (the last one pays the rest), so many hours after the order. */
  payments?: { percent: number; hoursAfter: number; documentNumber: string }[];
  /** Shipment steps, so many hours after the order. */
  shipment?: { to: 'shipped' | 'ready_for_pickup' | 'received'; hoursAfter: number; waybillNumber?: string }[];
  /** Closing documents attached once it shipped (written only where the seed has file storage). */
  documents?: DemoDocumentKind[];
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
    payments: [{ percent: 100, hoursAfter: 20, documentNumber: '4127' }],
    shipment: [
      { to: 'shipped', hoursAfter: 26, waybillNumber: 'ПЭК-25-1215-0042' },
      { to: 'received', hoursAfter: 44 },
    ],
    documents: ['upd'],
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
    // A prepayment, then the rest before shipping: what a company buyer's accountant often does.
    payments: [
      { percent: 50, hoursAfter: 4, documentNumber: '318' },
      { percent: 100, hoursAfter: 22, documentNumber: '356' },
    ],
    shipment: [
      { to: 'shipped', hoursAfter: 26, waybillNumber: '26-00118-КЗН' },
      { to: 'received', hoursAfter: 46 },
    ],
    documents: ['upd', 'consignment_note'],
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
    payments: [{ percent: 100, hoursAfter: 2, documentNumber: 'чек 2218' }],
    shipment: [
      { to: 'ready_for_pickup', hoursAfter: 5 },
      { to: 'received', hoursAfter: 30 },
    ],
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
    // Paid and waiting for the warehouse: the dashboard's «Ждут отгрузки».
    payments: [{ percent: 100, hoursAfter: 20, documentNumber: '77' }],
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
  files?: FilePut,
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
    const order = { id: orderId as string, number, createdAt, itemsTotal, shippingCost: plan.shippingCost };
    await seedPayments(db, order, plan.payments ?? []);
    await seedShipment(db, order, plan);
    if (files !== undefined) {
      for (const kind of plan.documents ?? []) {
        const total = kopecksToDecimal(itemsTotal + toKopecks(plan.shippingCost ?? '0'));
        const at = new Date(createdAt.getTime() + 26 * HOUR);
        const body = await renderDemoDocument({
          kind,
          number,
          date: at,
          seller: DEMO_SELLER,
          buyer: company ?? DEMO_BUYER,
          lines: priced.map((p) => ({
            article: p.article,
            title: p.title,
            quantity: p.quantity,
            price: p.price,
            total: p.total,
          })),
          total,
          carrier: kind === 'consignment_note' ? plan.delivery.transportCompany : null,
        });
        await attachDocument(db, files, order.id, kind, demoDocumentTitle({ kind, number, date: at }), body, at);
      }
    }
  }
  return PLANS.length;
}

const HOUR = 3600 * 1000;

/** Writes a file into the API's storage (see local-storage.ts). */
export type FilePut = (bucket: string, path: string, body: Uint8Array, contentType: string) => Promise<void>;

interface SeededOrder {
  id: string;
  number: number;
  createdAt: Date;
  itemsTotal: bigint;
  shippingCost: string | null;
}

/** The Moscow day of an instant, as a payment's date. */
const moscowDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Moscow',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** Records the plan's payments as an administrator would (shares of the total; the last share pays the rest). */
async function seedPayments(db: SqlClient, order: SeededOrder, payments: NonNullable<DemoOrderPlan['payments']>) {
  const total = order.itemsTotal + toKopecks(order.shippingCost ?? '0');
  const totalText = order.shippingCost === null ? null : kopecksToDecimal(total);
  let paid = 0n;
  let status: ReturnType<typeof paymentStatusOf> = 'awaiting';
  for (const p of payments) {
    const amount = p.percent >= 100 ? total - paid : (total * BigInt(p.percent)) / 100n;
    paid += amount;
    status = paymentStatusOf(kopecksToDecimal(paid), totalText, true);
    const at = new Date(order.createdAt.getTime() + p.hoursAfter * HOUR);
    await db.query(
      `insert into order_payment (order_id, kind, amount, paid_on, document_number, payment_status, created_at)
       values ($1, 'payment', $2, $3, $4, $5, $6)`,
      [order.id, kopecksToDecimal(amount), moscowDay(at), p.documentNumber, status, at.toISOString()],
    );
  }
  if (payments.length > 0)
    await db.query('update orders set payment_status = $2, paid_amount = $3 where id = $1', [
      order.id,
      status,
      kopecksToDecimal(paid),
    ]);
}

/** Records the plan's shipment steps; a transport company's or the shop's own courier carries a shipment. */
async function seedShipment(db: SqlClient, order: SeededOrder, plan: DemoOrderPlan) {
  let from = 'preparing';
  let carrier: string | null = null;
  let waybill: string | null = null;
  for (const step of plan.shipment ?? []) {
    if (step.to === 'shipped') {
      carrier = plan.delivery.transportCompany ?? 'Курьер магазина';
      waybill = step.waybillNumber ?? null;
    }
    const at = new Date(order.createdAt.getTime() + step.hoursAfter * HOUR);
    await db.query(
      `insert into order_shipment_change (order_id, from_status, to_status, carrier, waybill_number, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [order.id, from, step.to, carrier, waybill, at.toISOString()],
    );
    from = step.to;
  }
  if (from !== 'preparing')
    await db.query('update orders set shipment_status = $2, carrier = $3, waybill_number = $4 where id = $1', [
      order.id,
      from,
      carrier,
      waybill,
    ]);
}

/** Keeps a PDF as a document of the order, in the private bucket as the API keeps uploads. */
async function attachDocument(
  db: SqlClient,
  put: FilePut,
  orderId: string,
  kind: DemoDocumentKind,
  title: string,
  body: Buffer,
  at: Date,
) {
  const path = `/order-documents/${orderId}/${randomUUID()}.pdf`;
  await put('private', path, body, 'application/pdf');
  const { rows } = await db.query<{ id: string }>(
    `insert into stored_file (bucket, path, title, extension, mime, size, created_at)
     values ('private', $1, $2, 'pdf', 'application/pdf', $3, $4) returning id`,
    [path, title, body.length, at.toISOString()],
  );
  await db.query('insert into order_document (order_id, kind, file_id, created_at) values ($1, $2, $3, $4)', [
    orderId,
    kind,
    rows[0]?.id,
    at.toISOString(),
  ]);
}
