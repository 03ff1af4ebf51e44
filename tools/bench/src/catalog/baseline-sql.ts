/**
 * The baseline's one query per page, each the same shape as the API's main query for it (see
 * apps/api/src/modules/products/listing.ts and search/repository.ts), returning a card's columns.
 */
export const BASELINE_SQL = {
  /** A page of a category subtree's live products, newest first ($1 slug, $2 limit, $3 offset). */
  listing: `
    with recursive subtree(id) as (
      select id from category where slug = $1 and deleted_at is null
      union all
      select c.id from subtree s join category c on c.parent_id = s.id and c.deleted_at is null
    )
    select p.id, p.slug, p.article, p.title, p.base_price, p.availability
    from product p
    where p.deleted_at is null and p.availability <> 'not_sold'
      and exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id in (select id from subtree))
    order by p.created_at desc, p.id desc
    limit $2 offset $3`,
  /** One live product by slug. */
  productBySlug: `
    select id, slug, article, title, description_html, base_price, availability
    from product where slug = $1 and deleted_at is null`,
  /** Full-text hits, best rank first ($1 words, $2 limit). */
  search: `
    select id, slug, article, title, base_price, availability
    from product, websearch_to_tsquery('russian', $1) q
    where deleted_at is null and search_vector @@ q
    order by ts_rank_cd(search_vector, q, 32) desc, id
    limit $2`,
  /** A page of all products, newest first ($1 limit, $2 offset). */
  adminList: `
    select id, slug, article, title, base_price, availability
    from product where deleted_at is null
    order by created_at desc, id desc
    limit $1 offset $2`,
} as const;

export type BaselineQuery = keyof typeof BASELINE_SQL;
