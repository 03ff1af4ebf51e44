/**
 * The cart baseline's one statement per case, each the same shape as the API's main work for it (see
 * apps/api/src/modules/cart/repository.ts and product-cards/card-rows.ts), with no pricing, images or categories.
 */
export const CART_BASELINE_SQL = {
  /** A customer's cart lines joined with their products' card columns, in the order they were added ($1 user id). */
  cart: `
    select cl.quantity, p.id, p.slug, p.article, p.title, p.base_price, p.availability
    from cart c
    join cart_line cl on cl.cart_id = c.id
    join product p on p.id = cl.product_id
    where c.user_id = $1
    order by cl.added_at, cl.product_id`,
  /**
   * The API's two upserts in one statement: the customer's cart on its unique owner index, then the line, whose
   * quantity grows inside SQL up to the cap ($1 user id, $2 product id, $3 quantity).
   */
  add: `
    with c as (
      insert into cart (user_id, created_at, updated_at) values ($1, now(), now())
      on conflict (user_id) do update set updated_at = excluded.updated_at
      returning id
    )
    insert into cart_line (cart_id, product_id, quantity, added_at)
    select c.id, $2, $3, now() from c
    on conflict (cart_id, product_id) do update set quantity = least(cart_line.quantity + excluded.quantity, 100000)
    returning quantity`,
} as const;
