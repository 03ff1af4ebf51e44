/**
 * The checkout baseline's statements. The checkout is ONE statement doing the API's transaction (see
 * apps/api/src/modules/orders/service.ts placeOrder and repository.ts): the cart locked, its lines read with their
 * products, the counter row taken after them, the order, its lines and its first history step written, the cart
 * emptied; with no validation, no pricing (base prices), no idempotency key, no reply built and no letter sent.
 */
export const CHECKOUT_BASELINE_SQL = {
  /** Puts lines into a customer's cart as one upsert of the cart and the lines ($1 user id, $2 product ids, $3 quantities). */
  fill: `
    with c as (
      insert into cart (user_id, created_at, updated_at) values ($1, now(), now())
      on conflict (user_id) do update set updated_at = excluded.updated_at
      returning id
    )
    insert into cart_line (cart_id, product_id, quantity, added_at)
    select c.id, l.product_id, l.quantity, now() from c, unnest($2::uuid[], $3::int[]) as l(product_id, quantity)
    on conflict (cart_id, product_id) do update set quantity = least(cart_line.quantity + excluded.quantity, 100000)`,
  /**
   * The order of the customer's cart; no row when the cart is empty ($1 user id, $2 the contact as JSON, $3 the
   * customer's e-mail). The counter is updated only once the lines were read, so its row lock comes last, as in the API.
   */
  checkout: `
    with c as (select id from cart where user_id = $1 for update),
    l as (
      select cl.product_id, cl.quantity, p.article, p.title, p.base_price as price,
             (row_number() over (order by cl.added_at, cl.product_id) - 1)::int as position
      from c join cart_line cl on cl.cart_id = c.id join product p on p.id = cl.product_id
      where p.deleted_at is null and p.availability <> 'not_sold'
    ),
    n as (update order_number_counter set last_number = last_number + 1 where id = 1 and exists (select 1 from l) returning last_number as number),
    o as (
      insert into orders (number, user_id, payer_type, contact, delivery_method, delivery_address, items_total, line_count, search_text)
      select n.number, $1, 'individual', $2::jsonb, 'courier', 'г. Москва, ул. Тверская, д. 1',
             (select sum(price * quantity) from l), (select count(*) from l), lower(concat_ws(' ', n.number, $2::jsonb->>'email', $3::text))
      from n
      returning id, number
    ),
    ol as (
      insert into order_line (order_id, position, product_id, article, title, price, quantity, total)
      select o.id, l.position, l.product_id, l.article, l.title, l.price, l.quantity, l.price * l.quantity from o, l
    ),
    h as (insert into order_status_change (order_id, from_status, to_status, changed_by) select o.id, null, 'created', $1 from o),
    d as (delete from cart_line where cart_id = (select id from c) and exists (select 1 from o))
    select number from o`,
} as const;
