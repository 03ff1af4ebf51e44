/**
 * The admin order list's data set, made in set-based SQL on PostgreSQL: customers (two in five with a company and a
 * valid 10-digit ИНН), then `orders` orders of one or two lines at base prices of the seeded catalogue, each with
 * the first step of its history. Numbers follow the counter from 1001 without gap; created_at spreads over the last
 * two years with the business growing (three times as many orders a day now as two years ago); orders of the last
 * two weeks are mostly `created`, older ones `completed` or `canceled` (a few forgotten `created`); search_text is
 * filled as the API fills it. Every choice is a hash of the order's index, so a generation is reproducible.
 */
import type pg from 'pg';

/** Customers the orders are spread over: one for every 50 orders (a few order weekly, most now and then). */
export const customerCount = (orders: number) => Math.max(100, Math.round(orders / 50));

/** A uniform number in [0, 1) from the integer expression `x` and a salt: reproducible, unlike random(). */
const u = (x: string, salt: number) =>
  `((hashint4extended(${x}, ${salt}) & 9007199254740991)::float8 / 9007199254740992)`;

/** One of `values` (SQL literals), picked by the uniform expression `uniform`. */
const pick = (values: readonly string[], uniform: string) =>
  `(array[${values.join(', ')}])[1 + floor(${uniform} * ${values.length})::int]`;

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

const SURNAMES = [
  ['Иванов', 'ivanov'],
  ['Смирнов', 'smirnov'],
  ['Кузнецов', 'kuznetsov'],
  ['Попов', 'popov'],
  ['Васильев', 'vasilev'],
  ['Петров', 'petrov'],
  ['Соколов', 'sokolov'],
  ['Михайлов', 'mikhailov'],
  ['Новиков', 'novikov'],
  ['Фёдоров', 'fedorov'],
  ['Морозов', 'morozov'],
  ['Волков', 'volkov'],
  ['Алексеев', 'alekseev'],
  ['Лебедев', 'lebedev'],
  ['Семёнов', 'semenov'],
  ['Егоров', 'egorov'],
  ['Павлов', 'pavlov'],
  ['Козлов', 'kozlov'],
  ['Степанов', 'stepanov'],
  ['Николаев', 'nikolaev'],
] as const;
const FIRST_NAMES = [
  'Александр',
  'Сергей',
  'Дмитрий',
  'Андрей',
  'Алексей',
  'Максим',
  'Евгений',
  'Игорь',
  'Олег',
  'Николай',
].map(quote);
const MIDDLE_NAMES = [
  'Александрович',
  'Сергеевич',
  'Владимирович',
  'Петрович',
  'Иванович',
  'Николаевич',
  'Викторович',
].map(quote);
const MAIL_DOMAINS = ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'list.ru', 'rambler.ru', 'inbox.ru'].map(quote);
const COMPANY_NAMES = [
  'АвтоТранс',
  'ТрансЛогистик',
  'СеверТрак',
  'ГрузЭкспресс',
  'ТахоСервис',
  'ВолгаАвто',
  'УралТранс',
  'СибЛогистик',
  'ДорМаш',
  'КамАвто',
  'МагистральАвто',
  'Рефтранс',
].map(quote);
/** Region codes the ИНН start with, and the city of the company's address. */
const REGIONS = [
  ['77', 'г. Москва'],
  ['78', 'г. Санкт-Петербург'],
  ['50', 'г. Подольск'],
  ['16', 'г. Казань'],
  ['66', 'г. Екатеринбург'],
  ['54', 'г. Новосибирск'],
  ['52', 'г. Нижний Новгород'],
  ['63', 'г. Самара'],
] as const;
const STREETS = [
  'ул. Ленина',
  'ул. Гагарина',
  'пр. Мира',
  'ул. Садовая',
  'ул. Промышленная',
  'ш. Энтузиастов',
  'ул. Складская',
].map(quote);
const CARRIERS = ['СДЭК', 'Деловые Линии', 'ПЭК', 'Байкал Сервис', 'Энергия', 'КИТ'].map(quote);
const COMMENTS = [
  'Позвоните за час до доставки',
  'Нужен счёт на оплату',
  'Доставка до склада, въезд с ул. Складской',
  'Срочно, машина стоит',
].map(quote);

/**
 * gen_customer(k, id, email, …, company): the customers, with an ИНН of 9 digits from the region and k (distinct
 * for every k below 10 000 000, since 7919 is prime to 10⁷) and its check digit, weights 2 4 10 3 5 9 4 6 8, and
 * a checking account at Сбербанк whose 9th digit is the key that makes Σ digit × (7, 1, 3) over the БИК's last
 * three digits and the account end in 0 (the key digit weighs 3, and 3 × 7 ≡ 1 mod 10).
 */
function customersSql(count: number): string {
  const region = `(array[${REGIONS.map(([code]) => quote(code)).join(', ')}])[1 + k % ${REGIONS.length}]`;
  const city = `(array[${REGIONS.map(([, c]) => quote(c)).join(', ')}])[1 + k % ${REGIONS.length}]`;
  return `
    create temp table gen_customer on commit drop as
    select k, md5('bench-customer-' || k)::uuid as id, first_name, middle_name, last_name, email, phone, created_at,
      case when ${u('k', 2)} < 0.4 then jsonb_build_object(
        'title', 'ООО «' || ${pick(COMPANY_NAMES, u('k', 3))} || '-' || k || '»',
        'inn', inn,
        'kpp', substr(inn, 1, 4) || '01001',
        'ogrn', ogrn12 || ((ogrn12::bigint % 11) % 10)::text,
        'legalAddress', lpad((100000 + k % 900000)::text, 6, '0') || ', ' || ${city} || ', ' || ${pick(STREETS, u('k', 4))} || ', д. ' || (1 + k % 120),
        'bankName', 'ПАО Сбербанк',
        'bik', '044525225',
        'checkingAccount', '40702810' || account_key || lpad(k::text, 11, '0'),
        'correspondentAccount', '30101810400000000225') end as company
    from (
      select k, first_name, middle_name, last_name, email, phone, created_at,
        inn9 || (select (sum(substr(inn9, i, 1)::int * (array[2, 4, 10, 3, 5, 9, 4, 6, 8])[i]) % 11) % 10 from generate_series(1, 9) i)::text as inn,
        '1' || lpad((2 + k % 20)::text, 2, '0') || substr(inn9, 1, 2) || lpad(((k::bigint * 3571) % 10000000)::text, 7, '0') as ogrn12,
        (select (7 * ((10 - sum(substr(digits, i, 1)::int * (array[7, 1, 3])[1 + (i - 1) % 3]) % 10) % 10)) % 10
         from (select '225' || '407028100' || lpad(k::text, 11, '0') as digits) a, generate_series(1, 23) i)::text as account_key
      from (
        select k,
          ${pick(FIRST_NAMES, u('k', 5))} as first_name,
          ${pick(MIDDLE_NAMES, u('k', 6))} as middle_name,
          s.surname as last_name,
          s.latin || '.' || k || '@' || ${pick(MAIL_DOMAINS, u('k', 7))} as email,
          '+79' || lpad(((k::bigint * 7793) % 1000000000)::text, 9, '0') as phone,
          now() - interval '760 days' + ${u('k', 8)} * interval '700 days' as created_at,
          ${region} || lpad(((k::bigint * 7919 + 1234567) % 10000000)::text, 7, '0') as inn9
        from generate_series(1, ${count}) k
        cross join lateral (
          select surname, latin from (values ${SURNAMES.map(([s, l], i) => `(${i}, ${quote(s)}, ${quote(l)})`).join(', ')}) as n(i, surname, latin)
          where n.i = floor(${u('k', 1)} * ${SURNAMES.length})::int
        ) s
      ) named
    ) numbered`;
}

/**
 * gen_order: every column of the orders, with their lines' products and quantities, as a view over
 * generate_series, so that the orders, their lines and their history are three plain inserts from it.
 * `first` is the first number (the counter's last one + 1).
 */
function ordersViewSql(count: number, customers: number, first: number): string {
  return `
    create temp view gen_order as
    select o.*,
      p1.id as p1_id, p1.article as p1_article, p1.title as p1_title, p1.base_price as p1_price,
      p2.id as p2_id, p2.article as p2_article, p2.title as p2_title, p2.base_price as p2_price,
      p1.base_price * q1 + case when line_count = 2 then p2.base_price * q2 else 0 end as items_total
    from (
      select g, md5('bench-order-' || g)::uuid as id, ${first - 1} + g as number, c.id as user_id, c.email as customer_email, c.company,
        t.created_at,
        case when now() - t.created_at < interval '14 days'
          then case when ${u('g', 2)} < 0.55 then 'created' when ${u('g', 2)} < 0.9 then 'completed' else 'canceled' end
          else case when ${u('g', 2)} < 0.004 then 'created' when ${u('g', 2)} < 0.88 then 'completed' else 'canceled' end
        end as status,
        c.company is not null and ${u('g', 3)} < 0.85 as by_company,
        jsonb_build_object('firstName', c.first_name, 'lastName', c.last_name, 'middleName', c.middle_name, 'phone', c.phone,
          'email', case when ${u('g', 4)} < 0.9 then c.email else 'zakupki.' || c.k || '@' || ${pick(MAIL_DOMAINS, u('g', 5))} end) as contact,
        ${u('g', 6)} as delivery,
        ${pick(CARRIERS, u('g', 7))} as carrier,
        case when ${u('g', 8)} < 0.1 then ${pick(COMMENTS, u('g', 9))} end as comment,
        1 + (${u('g', 10)} < 0.5)::int as line_count,
        floor(${u('g', 11)} * products.n)::int as i1,
        floor(${u('g', 12)} * (products.n - 1))::int as i2_offset,
        1 + floor(${u('g', 13)} * 10)::int as q1,
        1 + floor(${u('g', 14)} * 5)::int as q2,
        ${u('g', 15)} as changed_after,
        ${u('g', 16)} as shipping
      from generate_series(1, ${count}) g
      cross join (select count(*)::int as n from gen_product) products
      cross join lateral (
        select now() - interval '730 days' + interval '730 days' * ((sqrt(1 + 8 * (g - 1 + ${u('g', 17)}) / ${count}) - 1) / 2) as created_at
      ) t
      join gen_customer c on c.k = 1 + floor(${customers} * power(${u('g', 1)}, 2))::int
    ) o
    join gen_product p1 on p1.i = o.i1
    join gen_product p2 on p2.i = (o.i1 + 1 + o.i2_offset) % (select count(*) from gen_product)`;
}

const INSERT_ORDERS = `
  insert into orders (id, number, user_id, status, payer_type, company, contact, delivery_method, delivery_address, transport_company,
                      comment, items_total, shipping_cost, line_count, search_text, idempotency_key, request_hash,
                      created_at, updated_at, status_changed_at)
  select id, number, user_id, status,
    case when by_company then 'company' else 'individual' end,
    case when by_company then company end,
    contact,
    case when delivery < 0.3 then 'pickup' when delivery < 0.7 then 'courier' else 'transport_company' end,
    case when delivery >= 0.3 then coalesce(company->>'legalAddress', 'г. Москва, ул. Складская, д. ' || (1 + g % 90)) end,
    case when delivery >= 0.7 then carrier end,
    comment, items_total,
    case when status <> 'completed' then null when items_total >= 50000 then 0 else 300 + floor(shipping * 20) * 100 end,
    line_count,
    lower(concat_ws(' ', contact->>'email', customer_email, case when by_company then company->>'title' end, case when by_company then company->>'inn' end)),
    md5('bench-key-' || g), md5('bench-request-' || g),
    created_at, changed_at, changed_at
  from (
    select gen_order.*, case when status = 'created' then created_at else least(now(), created_at + interval '1 hour' + changed_after * interval '5 days') end as changed_at
    from gen_order
  ) o`;

/** order_day_stats from the generated orders (Moscow days, canceled left out), as migration 0014 fills it. */
const INSERT_DAY_STATS = `
  insert into order_day_stats (day, order_count, revenue)
  select (created_at at time zone 'Europe/Moscow')::date, count(*), sum(items_total)
  from orders where status <> 'canceled'
  group by 1`;

const INSERT_LINES = `
  insert into order_line (order_id, position, product_id, article, title, price, quantity, total)
  select o.id, l.position, l.product_id, l.article, l.title, l.price, l.quantity, l.price * l.quantity
  from gen_order o
  cross join lateral (values (0, o.p1_id, o.p1_article, o.p1_title, o.p1_price, o.q1), (1, o.p2_id, o.p2_article, o.p2_title, o.p2_price, o.q2))
    as l(position, product_id, article, title, price, quantity)
  where l.position < o.line_count`;

const INSERT_HISTORY = `
  insert into order_status_change (order_id, from_status, to_status, changed_by, created_at)
  select id, null, 'created', user_id, created_at from gen_order`;

/** The secondary indexes of the order tables (not those behind a primary key), to build once after the inserts. */
const SECONDARY_INDEXES = `
  select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
  from pg_index i
  where i.indrelid in ('orders'::regclass, 'order_line'::regclass, 'order_status_change'::regclass)
    and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`;

/**
 * Generates `count` orders on an empty order table of a migrated database with a seeded catalogue, in one
 * transaction (all or nothing: a count of `count` orders means a finished generation), then vacuums and analyses
 * the tables as autovacuum would. The secondary indexes (the trigram one above all) are dropped and built again
 * after the inserts, with the very definitions the migrations gave them. `progress` is told each step.
 */
export async function generateOrders(
  client: pg.Client,
  count: number,
  progress: (step: string) => void,
): Promise<void> {
  const customers = customerCount(count);
  await client.query('begin');
  try {
    await client.query(`set local maintenance_work_mem = '512MB'`);
    await client.query(`set local work_mem = '64MB'`);
    const { rows: counter } = await client.query<{ last: number }>(
      'select last_number as last from order_number_counter where id = 1 for update',
    );
    const first = Number(counter[0]?.last ?? 1000) + 1;
    const { rows: existing } = await client.query<{ n: string }>('select count(*) as n from orders');
    if (Number(existing[0]?.n) !== 0)
      throw new Error('the order table is not empty: orders are generated into a fresh database only');

    progress(`${customers} customers`);
    await client.query(customersSql(customers));
    await client.query(`
      insert into users (id, email, password_hash, first_name, middle_name, last_name, phone, company_title, role, email_confirmed_at, created_at, updated_at)
      select id, email, 'generated by the checkout bench: never signs in', first_name, middle_name, last_name, phone, company->>'title', 'customer', created_at, created_at, created_at
      from gen_customer`);
    await client.query(`
      create temp table gen_product on commit drop as
      select (row_number() over (order by id) - 1)::int as i, id, article, title, base_price
      from product where deleted_at is null and availability <> 'not_sold'`);
    await client.query(ordersViewSql(count, customers, first));

    const { rows: indexes } = await client.query<{ name: string; definition: string }>(SECONDARY_INDEXES);
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    progress('orders');
    // The day figures (order_day_stats, kept by the orders_day_stats trigger) are filled once by one aggregate, as
    // the migration that made them does, instead of a million single-row upserts by the trigger.
    await client.query('alter table orders disable trigger orders_day_stats');
    await client.query(INSERT_ORDERS);
    await client.query('alter table orders enable trigger orders_day_stats');
    progress('day figures');
    await client.query(INSERT_DAY_STATS);
    progress('order lines');
    await client.query(INSERT_LINES);
    progress('status history');
    await client.query(INSERT_HISTORY);
    progress(`${indexes.length} indexes`);
    for (const index of indexes) await client.query(index.definition);
    await client.query('update order_number_counter set last_number = (select max(number) from orders) where id = 1');
    await client.query('drop view gen_order');
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
  progress('vacuum analyze');
  await client.query('vacuum analyze orders, order_line, order_status_change, order_day_stats, users');
}
