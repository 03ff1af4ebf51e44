import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';
import { ProductCardView } from '@shop/storefront-ui-catalogue';

const t = ru.storefrontProduct.relations;

/** The order the relation lists appear in under the product. */
const RELATION_KINDS = ['analogues', 'accessories', 'related'] as const;

/** Analogues, accessories and related products as card grids; empty lists are left out. */
export function ProductRelations({ relations }: { relations: Schema<'ProductRelations'> }) {
  return (
    <>
      {RELATION_KINDS.filter((kind) => relations[kind].length > 0).map((kind) => (
        <section className="sf-product__section" key={kind} aria-labelledby={`product-${kind}`}>
          <h2 id={`product-${kind}`} className="sf-product__heading">
            {t[kind]}
          </h2>
          <ul className="sf-products sf-products--grid">
            {relations[kind].map((product) => (
              <li key={product.id}>
                <ProductCardView product={product} layout="grid" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
