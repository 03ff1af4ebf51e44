import type { ReactNode } from 'react';

/** The row of a product's buying controls: at the foot of a card ('card'), or the product page's buying block ('page'). */
export function BuyActions({ place, children }: { place: 'card' | 'page'; children: ReactNode }) {
  return <div className={place === 'card' ? 'sf-card__actions' : 'sf-buy-box'}>{children}</div>;
}
