import { plural, ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import { SmartLink } from '@shop/storefront-ui-layout';
import { useId, type Ref } from 'react';

const t = ru.storefrontOrders.repeat;

/** A line of the order that went into the cart. */
export interface RepeatAddedLine {
  article: string;
  title: string;
  quantity: number;
  /** The quantity was cut to 100 000. */
  capped: boolean;
}

/** A line of the order that could not go into the cart, and why. */
export interface RepeatProblemLine {
  article: string;
  /** The order's title of the line. */
  title: string;
  reason: 'not_found' | 'not_sold';
}

export interface RepeatOrderReportProps {
  added: readonly RepeatAddedLine[];
  problems: readonly RepeatProblemLine[];
  cartHref?: string;
  /** The report's focusable section (the page moves the focus there once the report is ready). */
  ref?: Ref<HTMLElement>;
}

/** What «Повторить заказ» did: the lines added to the cart, those that could not be (not in the catalogue, not sold), and the way to the cart. */
export function RepeatOrderReport({ added, problems, cartHref = '/cart', ref }: RepeatOrderReportProps) {
  const titleId = useId();
  return (
    <section ref={ref} tabIndex={-1} className="sf-repeat-report" aria-labelledby={titleId}>
      <h2 id={titleId} className="sf-repeat-report__title">
        {t.title}
      </h2>
      <p className="sf-repeat-report__summary">
        {added.length > 0
          ? fill(t.added, { count: added.length, positions: plural(added.length, ru.plurals.position) })
          : t.nothingAdded}
      </p>
      {added.length > 0 ? (
        <>
          <h3 className="sf-repeat-report__subtitle">{t.addedTitle}</h3>
          <ul className="sf-repeat-report__list">
            {added.map((line, index) => (
              <li key={`${index}-${line.article}`}>
                {line.title} — {fill(t.pieces, { count: line.quantity })}
                {line.capped ? ` (${t.capped})` : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {problems.length > 0 ? (
        <>
          <h3 className="sf-repeat-report__subtitle">{t.problemsTitle}</h3>
          <ul className="sf-repeat-report__list sf-repeat-report__list--problems">
            {problems.map((line, index) => (
              <li key={`${index}-${line.article}`}>
                {line.title} ({line.article}) — {line.reason === 'not_found' ? t.notFound : t.notSold}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {added.length > 0 ? (
        <p className="sf-repeat-report__actions">
          <SmartLink to={cartHref} className="ui-button ui-button--primary ui-button--md">
            {t.toCart}
          </SmartLink>
        </p>
      ) : null}
    </section>
  );
}
