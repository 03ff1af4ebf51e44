import { ru } from '@shop/i18n-ru';
import { SmartLink } from '@shop/storefront-ui-layout';
import type { ReactNode } from 'react';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  text: string;
  /** The ways on; {@link CatalogueLink} when not given. */
  actions?: ReactNode;
}

/** A page with nothing to show yet (the cart, favorites, the checkout, the orders): a heading, a line of help and the ways on. */
export function EmptyState({ title, text, actions = <CatalogueLink /> }: EmptyStateProps) {
  return (
    <div className="sf-empty-state">
      <h2 className="sf-empty-state__title">{title}</h2>
      <p>{text}</p>
      <p className="sf-empty-state__actions">{actions}</p>
    </div>
  );
}

/** «Перейти в каталог», the primary way on from an empty page. */
export function CatalogueLink() {
  return (
    <SmartLink to="/category/list" className="ui-button ui-button--primary ui-button--md">
      {ru.storefrontCart.page.toCatalogue}
    </SmartLink>
  );
}
