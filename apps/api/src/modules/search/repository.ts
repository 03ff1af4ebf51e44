import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_CANDIDATE_CAP } from '@shop/domain';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw';
import { escapeLike } from '../../db/like';
import { titleTsQuery, type SearchPlan } from './query';

/** One product found: its id, score and what it was found by. */
export interface SearchHitRow {
  id: string;
  score: number;
  byArticle: boolean;
  byTitle: boolean;
}

// Fewer hits than this from the article and the full-text search bring in the trigram (typo) search.
const FEW_HITS = 5;
/** Score of an exact article match, above every other kind of hit. */
const EXACT_ARTICLE_SCORE = 3;
// word_similarity of the query within a title, and similarity of two articles, for a typo to count.
const TITLE_TYPO_THRESHOLD = 0.5;
const ARTICLE_TYPO_THRESHOLD = 0.4;

/*
 * SEARCH_CANDIDATE_CAP (@shop/domain) bounds each source of candidates (article prefix, title words, any words,
 * each typo guess). A common word matches half of a large catalogue; ranking every match reads every row
 * (hundreds of milliseconds at 100 000 products), so each source stops after that many index matches and only
 * those are ranked. Title matches are a source of their own, so a word common in descriptions does not crowd out
 * the products it names. The reported total is capped alike, and the storefront shows it as "N+".
 */

/** Scores: an exact article first, then an article prefix, then text ranks (below 1), then typo guesses. */
function candidates(plan: SearchPlan, withTypos: boolean): SQL {
  const parts: SQL[] = [];
  const live = sql`p.deleted_at is null`;
  const cap = sql.raw(String(SEARCH_CANDIDATE_CAP));
  if (plan.article !== '') {
    parts.push(
      sql`select p.id, ${EXACT_ARTICLE_SCORE}::float8 as score, 'article' as how from product p where ${live} and p.article_normalized = ${plan.article}`,
    );
    if (plan.article.length >= 3) {
      parts.push(sql`(select p.id, 2.0::float8, 'article' from product p
        where ${live} and p.article_normalized like ${`${escapeLike(plan.article)}%`} and p.article_normalized <> ${plan.article} limit ${cap})`);
    }
  }
  // A query that is some product's exact article asks for that product: the words of an article ('dtco',
  // 'естр') are common, and their look-ups would cost tens of milliseconds to add only noise. Uncorrelated,
  // the check runs once, before the text look-ups, and skips them when it holds.
  const notAnExactArticle =
    plan.article === ''
      ? sql`true`
      : sql`not exists (select 1 from product x where x.deleted_at is null and x.article_normalized = ${plan.article})`;
  const texts = [plan, ...(plan.switched !== null ? [plan.switched] : [])];
  for (const q of texts) {
    if (q.tsquery === null) continue;
    // Two capped look-ups through the search vector's index (title and article words, weight A, then any
    // words), ranked together. The tsquery is written out in each so the sub-selects stay uncorrelated (run
    // once, not once per row).
    const tsquery = sql`to_tsquery('russian', ${q.tsquery})`;
    parts.push(sql`select p.id, ts_rank_cd(p.search_vector, ${tsquery}, 32)::float8 as score, 'text' as how
      from product p
      where ${notAnExactArticle} and p.id in (
        (select t.id from product t where t.deleted_at is null and t.search_vector @@ to_tsquery('russian', ${titleTsQuery(q.tsquery)}) limit ${cap})
        union
        (select t.id from product t where t.deleted_at is null and t.search_vector @@ ${tsquery} limit ${cap}))`);
  }
  if (withTypos) {
    for (const q of texts) {
      const text = q.words.join(' ');
      if (text.length < 3) continue;
      parts.push(sql`(select p.id, (0.5 * word_similarity(${text}, lower(p.title)))::float8, 'typo'
        from product p where ${live} and ${text} <% p.title limit ${cap})`);
      const article = q.words.join('');
      if (article.length >= 3) {
        parts.push(sql`(select p.id, (0.5 * similarity(p.article_normalized, ${article}))::float8, 'article'
          from product p where ${live} and p.article_normalized % ${article} limit ${cap})`);
      }
    }
  }
  if (parts.length === 0) return sql`select null::uuid as id, 0::float8 as score, '' as how where false`;
  return sql.join(parts, sql` union all `);
}

function searchSql(plan: SearchPlan, page: { limit: number; offset: number }, withTypos: boolean): SQL {
  const tsqueries = [plan.tsquery, plan.switched?.tsquery ?? null].filter((q): q is string => q !== null);
  const titleMatch =
    tsqueries.length === 0
      ? sql`false`
      : sql.join(
          tsqueries.map((q) => sql`p.search_vector @@ to_tsquery('russian', ${titleTsQuery(q)})`),
          sql` or `,
        );
  return sql`
    with hits as (${candidates(plan, withTypos)}),
    best as (
      select id, max(score) as score, bool_or(how = 'article') as by_article, bool_or(how = 'typo') as by_typo
      from hits group by id
    )
    select b.id, b.score, b.by_article as "byArticle", (b.by_typo or ${titleMatch}) as "byTitle",
      least(count(*) over (), ${SEARCH_CANDIDATE_CAP})::int as total
    from best b join product p on p.id = b.id
    order by b.score desc, p.title, p.id
    limit ${page.limit} offset ${page.offset}`;
}

interface RawRow extends Omit<SearchHitRow, 'score'> {
  score: number | string;
  total: number | string;
}

/**
 * A page of products matching the plan, best first: exact article, article prefix, full-text rank (typed
 * and switched layout merged); when those find fewer than a handful and no exact article, trigram guesses for
 * one typo too. The total is capped at SEARCH_CANDIDATE_CAP.
 */
export async function searchProducts(
  db: Db,
  plan: SearchPlan,
  page: { limit: number; offset: number },
): Promise<{ hits: SearchHitRow[]; total: number }> {
  const read = (rows: RawRow[]) => ({
    hits: rows.map((r) => ({ id: r.id, score: Number(r.score), byArticle: r.byArticle, byTitle: r.byTitle })),
    total: Number(rows[0]?.total ?? 0),
  });
  const run = async (withTypos: boolean, window = page) =>
    read(await queryRows<RawRow>(db, searchSql(plan, window, withTypos)));
  const exact = await run(false);
  // An exact article is what the buyer asked for: guesses for a typo would only crowd it (and cost a second query).
  if (exact.total >= FEW_HITS || exact.hits[0]?.score === EXACT_ARTICLE_SCORE) return exact;
  if (exact.hits.length === 0 && page.offset > 0) {
    // A page past the end has no row to read the total from: the first row tells it.
    const { total } = await run(false, { limit: 1, offset: 0 });
    if (total >= FEW_HITS) return { hits: [], total };
  }
  // Thresholds for the trigram operators, for this transaction only.
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${TITLE_TYPO_THRESHOLD}`));
    await tx.execute(sql.raw(`set local pg_trgm.similarity_threshold = ${ARTICLE_TYPO_THRESHOLD}`));
    return read(await queryRows<RawRow>(tx, searchSql(plan, page, true)));
  });
}

/** Categories (not deleted) whose title matches the query words, for suggestions. */
export async function suggestCategories(
  db: Db,
  plan: SearchPlan,
  limit: number,
): Promise<{ id: string; slug: string; title: string }[]> {
  const tsqueries = [plan.tsquery, plan.switched?.tsquery ?? null].filter((q): q is string => q !== null);
  if (tsqueries.length === 0) return [];
  const match = sql.join(
    tsqueries.map((q) => sql`to_tsvector('russian', c.title) @@ to_tsquery('russian', ${q})`),
    sql` or `,
  );
  return queryRows<{ id: string; slug: string; title: string }>(
    db,
    sql`
    select c.id, c.slug, c.title from category c
    where c.deleted_at is null and (${match})
    order by c.title, c.id limit ${limit}`,
  );
}
