import { formatMoney, ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import { SmartLink } from '@shop/storefront-ui-layout';
import type { OrderLineRow } from './order-lines';

const t = ru.storefrontOrders.lines;

/**
 * An order's lines as a table (article, title, price, quantity, sum); on a phone each row becomes a card whose cells
 * carry their column's name. A line with a `problem` is marked with it.
 */
export function OrderLinesTable({ lines, caption }: { lines: readonly OrderLineRow[]; caption: string }) {
  return (
    <div className="sf-order-lines">
      <table className="sf-order-lines__table">
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.article}</th>
            <th scope="col">{t.title}</th>
            <th scope="col" className="sf-order-lines__number">
              {t.price}
            </th>
            <th scope="col" className="sf-order-lines__number">
              {t.quantity}
            </th>
            <th scope="col" className="sf-order-lines__number">
              {t.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className={line.problem ? 'sf-order-lines__row--problem' : undefined}>
              <td data-label={t.article} className="sf-order-lines__article">
                {line.article}
              </td>
              <td data-label={t.title} className="sf-order-lines__title">
                {line.href ? <SmartLink to={line.href}>{line.title}</SmartLink> : line.title}
                {line.problem ? <span className="sf-order-lines__problem">{line.problem}</span> : null}
              </td>
              <td data-label={t.price} className="sf-order-lines__number">
                {formatMoney(line.price)}
              </td>
              <td data-label={t.quantity} className="sf-order-lines__number">
                {fill(t.pieces, { count: line.quantity })}
              </td>
              <td data-label={t.total} className="sf-order-lines__number sf-order-lines__sum">
                {formatMoney(line.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
