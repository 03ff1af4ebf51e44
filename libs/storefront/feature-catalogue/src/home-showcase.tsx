import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';
import { SmartLink } from '@shop/storefront-ui-layout';
import type { loadHomeShowcase } from './catalogue-loaders.server';
import { CategoryTile, ProductCardView } from '@shop/storefront-ui-catalogue';
import { ListingMessage, ProductGrid } from './product-listing';

const t = ru.storefrontCatalogue.home;

export type HomeShowcaseData = Awaited<ReturnType<typeof loadHomeShowcase>>;

/** Home: top-level categories, then the newest products and what is in stock now. */
export function HomeShowcase({ categories, newest, inStock }: HomeShowcaseData) {
  return (
    <>
      <section className="sf-container sf-section" aria-labelledby="home-categories">
        <SectionHeading
          id="home-categories"
          title={t.showcaseTitle}
          more={{ to: '/category/list', label: t.allCategories }}
        />
        {categories === null ? (
          <ListingMessage>{t.showcaseFailed}</ListingMessage>
        ) : (
          <ul className="sf-categories sf-categories--grid">
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryTile category={category} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ProductsBlock
        id="home-newest"
        title={t.newestTitle}
        products={newest}
        more={{ to: '/all/products', label: t.allProducts }}
      />
      <ProductsBlock
        id="home-in-stock"
        title={t.inStockTitle}
        products={inStock}
        more={{ to: '/all/products?availability=in_stock', label: t.allProducts }}
      />
    </>
  );
}

function SectionHeading({ id, title, more }: { id: string; title: string; more: { to: string; label: string } }) {
  return (
    <div className="sf-section__heading">
      <h2 id={id}>{title}</h2>
      <SmartLink to={more.to}>{more.label}</SmartLink>
    </div>
  );
}

function ProductsBlock({
  id,
  title,
  products,
  more,
}: {
  id: string;
  title: string;
  products: Schema<'ProductCard'>[] | null;
  more: { to: string; label: string };
}) {
  // An empty block (a new shop, or every in-stock product is already among the newest) is left out entirely.
  if (products !== null && products.length === 0) return null;
  return (
    <section className="sf-container sf-section" aria-labelledby={id}>
      <SectionHeading id={id} title={title} more={more} />
      {products === null ? (
        <ListingMessage>{t.showcaseFailed}</ListingMessage>
      ) : (
        <ProductGrid layout="grid">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCardView product={product} layout="grid" />
            </li>
          ))}
        </ProductGrid>
      )}
    </section>
  );
}
