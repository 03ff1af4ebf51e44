import { useId, type ReactNode } from 'react';
import { ru } from '@shop/i18n-ru';
import { cx } from '../lib/cx';
import { uiMessages } from '../lib/messages';

/** Props of {@link PagePlaceholder}. */
export interface PagePlaceholderProps {
  /** The page's own title, rendered as its h1. */
  title: string;
  /** Name of the area (feature) that will deliver this page, e.g. 'Корзина'. */
  area: string;
  /** Extra content under the explanation, e.g. a link home. */
  children?: ReactNode;
  className?: string;
}

/** Stand-in for a page whose features arrive with a later area; says so visibly instead of looking broken. */
export function PagePlaceholder({ title, area, children, className }: PagePlaceholderProps) {
  const headingId = useId();
  return (
    <section className={cx('ui-placeholder', className)} aria-labelledby={headingId}>
      <span className="ui-placeholder__badge">{ru.placeholder.title}</span>
      <h1 id={headingId} className="ui-placeholder__title">
        {title}
      </h1>
      <p className="ui-placeholder__text">{ru.placeholder.text}</p>
      <p className="ui-placeholder__area">{uiMessages.placeholderArea.replace('{area}', area)}</p>
      {children && <div className="ui-placeholder__actions">{children}</div>}
    </section>
  );
}
