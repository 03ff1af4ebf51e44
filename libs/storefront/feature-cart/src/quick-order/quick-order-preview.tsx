import { exceedsStockWords } from '@shop/domain';
import { formatMoney, formatNumber, ru } from '@shop/i18n-ru';
import { productPath } from '@shop/storefront-domain';
import { SmartLink } from '@shop/storefront-ui-layout';
import type { ReactNode } from 'react';
import type { QuickOrderPreviewRow } from './quick-order';

const t = ru.quickOrder.table;

/** Props of {@link QuickOrderPreview}. */
export interface QuickOrderPreviewProps {
  rows: readonly QuickOrderPreviewRow[];
}

const STATUS: Record<QuickOrderPreviewRow['kind'], string> = {
  found: t.found,
  not_found: t.notFound,
  not_purchasable: t.notPurchasable,
  invalid: t.invalid,
};

/**
 * The checked quick order, line by line: found products (title linking to the product page, article, the
 * caller's price, quantity), articles not found, products not sold, quantities cut to 100 000, quantities beyond the
 * free stock and lines that could not be read. A table on wider screens; on a phone each line is a block of labelled values.
 * Presentational: it needs a router for the links and nothing else.
 */
export function QuickOrderPreview({ rows }: QuickOrderPreviewProps) {
  return (
    <div className="sf-quick-order__preview">
      {/* Explicit roles: a table restyled as blocks on a phone loses its table semantics in some browsers. */}
      <table className="sf-quick-order__table" role="table">
        <caption className="sf-quick-order__caption">{t.caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {[t.line, t.product, t.article, t.price, t.quantity, t.status].map((title) => (
              <th key={title} scope="col" role="columnheader">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.lineNumber} role="row" className={`sf-quick-order__row sf-quick-order__row--${row.kind}`}>
              <Cell label={t.line} className="sf-quick-order__line">
                {row.lineNumber}
              </Cell>
              <Cell label={t.product} className="sf-quick-order__product">
                {'product' in row ? <SmartLink to={productPath(row.product)}>{row.product.title}</SmartLink> : '—'}
              </Cell>
              <Cell label={t.article} className="sf-quick-order__article">
                {row.kind === 'invalid' ? row.text : 'product' in row ? row.product.article : row.article}
              </Cell>
              <Cell label={t.price} className="sf-quick-order__number">
                {'product' in row ? formatMoney(row.product.personalPrice) : '—'}
              </Cell>
              <Cell label={t.quantity} className="sf-quick-order__number">
                {row.kind === 'invalid' ? (
                  '—'
                ) : (
                  <>
                    {formatNumber(row.quantity)}
                    {row.capped && <span className="sf-quick-order__note">{t.capped}</span>}
                    {row.kind === 'found' && row.exceedsStock && (
                      <span className="sf-quick-order__note">{exceedsStockWords(row.product.stock)}</span>
                    )}
                  </>
                )}
              </Cell>
              <Cell label={t.status}>
                <span className={`sf-quick-order__status sf-quick-order__status--${row.kind}`}>{STATUS[row.kind]}</span>
                {row.kind === 'invalid' && <span className="sf-quick-order__note">{row.message}</span>}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell with its column's name in front, shown only when the table is stacked on a phone (hidden from screen readers, which have the header). */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={className}>
      <span className="sf-quick-order__label" aria-hidden="true">
        {label}
      </span>
      <span className="sf-quick-order__value">{children}</span>
    </td>
  );
}
