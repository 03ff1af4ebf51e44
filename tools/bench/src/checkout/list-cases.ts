/**
 * The admin order list's cases: the requests measured and the SQL the API runs for each (the same shape as
 * apps/api/src/modules/orders/repository.ts listOrders: the page's ids from an index on (…, created_at, id), and
 * a count capped at 10 000), which the bench EXPLAINs to tell where a slow case spends its time.
 */

/** Rows per page: the contract's default, which the admin page asks for. */
export const PAGE_SIZE = 20;
/** The repository's ORDER_LIST_COUNT_CAP: above it a list reports the cap instead of counting on. */
export const COUNT_CAP = 10_000;
/** The deep page: the last page the capped count lets the admin page reach at 20 a page. */
export const DEEP_PAGE = 500;
/** Longer runs of digits are an ИНН or a phone, searched as text (the repository's ORDER_NUMBER_MAX_DIGITS). */
const ORDER_NUMBER_MAX_DIGITS = 9;

/** What the searches look for: values found in the generated orders. */
export interface ListTerms {
  /** An order's number. */
  number: number;
  /** A company payer's ИНН. */
  inn: string;
  /** Part of a customer's e-mail. */
  emailPart: string;
}

export interface ListCase {
  name: string;
  /** A first page, held to the issue's target. */
  firstPage: boolean;
  page: number;
  status?: 'created' | 'completed' | 'canceled';
  searchQuery?: string;
}

/** The six cases of the issue's admin list at 1 000 000 orders. */
export function listCases(terms: ListTerms): ListCase[] {
  return [
    { name: 'page 1', firstPage: true, page: 1 },
    { name: 'page 1, status created', firstPage: true, page: 1, status: 'created' },
    { name: `search by number ${terms.number}`, firstPage: true, page: 1, searchQuery: String(terms.number) },
    { name: `search by ИНН ${terms.inn}`, firstPage: true, page: 1, searchQuery: terms.inn },
    { name: `search by e-mail part "${terms.emailPart}"`, firstPage: true, page: 1, searchQuery: terms.emailPart },
    { name: `page ${DEEP_PAGE}`, firstPage: false, page: DEEP_PAGE },
  ];
}

/** The request of a case, as the admin page sends it. */
export function listPath(c: ListCase): string {
  const query = new URLSearchParams({ page: String(c.page), limit: String(PAGE_SIZE) });
  if (c.status !== undefined) query.set('status', c.status);
  if (c.searchQuery !== undefined) query.set('searchQuery', c.searchQuery);
  return `/api/v1/admin/order/list?${query}`;
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The repository's filter as SQL with literals: a number of up to 9 digits (after an optional №) by equality, anything else as a substring of search_text. */
export function whereSql(c: ListCase): string {
  const conditions: string[] = [];
  if (c.status !== undefined) conditions.push(`status = ${literal(c.status)}`);
  const query = c.searchQuery?.trim().toLowerCase();
  if (query) {
    const digits = query.replace(/^№\s*/, '');
    if (/^\d+$/.test(digits) && digits.length <= ORDER_NUMBER_MAX_DIGITS) conditions.push(`number = ${Number(digits)}`);
    else conditions.push(`search_text like ${literal(`%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)}`);
  }
  return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
}

/**
 * The statements the API runs for a page (apps/api/src/modules/orders/repository.ts): for a text search, one statement
 * that takes the matches from the trigram index (at most the cap + 1), counts, sorts and pages them (`count` null: it
 * is the same statement; the API falls back to the date walk only beyond the cap); otherwise the page's ids from the
 * newest-first index beside the capped count.
 */
export function listSql(c: ListCase): { ids: string; count: string | null } {
  const where = whereSql(c);
  const offset = (c.page - 1) * PAGE_SIZE;
  if (where.includes('search_text like')) {
    return {
      ids:
        `with m as materialized (select id, created_at from orders${where} limit ${COUNT_CAP + 1}) ` +
        `select (select count(*)::int from m) as total, coalesce((select json_agg(p.id order by p.created_at desc, p.id desc) from ` +
        `(select id, created_at from m order by created_at desc, id desc limit ${PAGE_SIZE} offset ${offset}) p), '[]'::json) as ids`,
      count: null,
    };
  }
  return {
    ids: `select id from orders${where} order by created_at desc, id desc limit ${PAGE_SIZE} offset ${offset}`,
    count: `select count(*)::int as n from (select 1 from orders${where} limit ${COUNT_CAP}) capped`,
  };
}
