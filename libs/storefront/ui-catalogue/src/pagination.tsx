import { ru } from '@shop/i18n-ru';
import { SmartLink } from '@shop/storefront-ui-layout';
import { fill } from '@shop/storefront-domain';

const t = ru.storefrontCatalogue.pagination;

/**
 * The page numbers to show: the first, the last and two either side of the current page, with null for a gap.
 * E.g. pageWindow(500, 1000) -> [1, null, 498, 499, 500, 501, 502, null, 1000]. A gap of a single page shows
 * that page instead (an ellipsis would take the same room and hide it).
 */
export function pageWindow(current: number, total: number, radius = 2): (number | null)[] {
  const pages = new Set<number>([1, total]);
  for (let page = current - radius; page <= current + radius; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) out.push(null);
    out.push(page);
  });
  return out;
}

export interface PaginationProps {
  page: number;
  pages: number;
  /** The URL (path and query) of a page number. */
  hrefOf: (page: number) => string;
}

/** Page links of a listing; plain links, so every page is reachable by URL and by crawlers. */
export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="sf-pagination" aria-label={t.label}>
      {page > 1 ? (
        <SmartLink to={hrefOf(Math.min(page - 1, pages))} className="sf-pagination__step" rel="prev">
          {t.previous}
        </SmartLink>
      ) : null}
      <ol className="sf-pagination__pages">
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="sf-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span
                  className="sf-pagination__page sf-pagination__page--current"
                  aria-current="page"
                  aria-label={fill(t.current, { page: number })}
                >
                  {number}
                </span>
              ) : (
                <SmartLink
                  to={hrefOf(number)}
                  className="sf-pagination__page"
                  aria-label={fill(t.page, { page: number })}
                >
                  {number}
                </SmartLink>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <SmartLink to={hrefOf(page + 1)} className="sf-pagination__step" rel="next">
          {t.next}
        </SmartLink>
      ) : null}
    </nav>
  );
}
