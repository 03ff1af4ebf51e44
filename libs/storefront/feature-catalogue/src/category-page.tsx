import type { Schema } from '@shop/api-contract';
import { STORAGE_KEYS } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import { SmartLink, Breadcrumbs } from '@shop/storefront-ui-layout';
import { categoryPath } from '@shop/storefront-domain';
import { categoryCrumbs } from './breadcrumbs';
import type { ListingPageData } from './catalogue-loaders.server';
import { productCountText } from '@shop/storefront-ui-catalogue';
import { ProductListingView } from './product-listing';

const t = ru.storefrontCatalogue;

export interface CategoryPageProps extends ListingPageData {
  category: Schema<'Category'>;
  breadcrumbs: Schema<'CategoryRef'>[];
  children: Schema<'Category'>[];
}

/** /category/{slug}: trail, heading, description, sub-categories and the filterable product listing. */
export function CategoryPage({ category, breadcrumbs, children, ...listing }: CategoryPageProps) {
  return (
    <div className="sf-container sf-catalogue">
      <Breadcrumbs crumbs={categoryCrumbs(breadcrumbs, category)} />
      <header className="sf-catalogue__header">
        <h1 className="sf-catalogue__title">{category.title}</h1>
        {category.description ? (
          // The API sanitises rich text on write (apps/api/src/modules/products/rich-text.ts): only safe tags remain.
          <div className="sf-rich-text" dangerouslySetInnerHTML={{ __html: category.description }} />
        ) : null}
      </header>
      {children.length > 0 ? (
        <nav className="sf-subcategories" aria-label={t.category.subcategories}>
          <ul>
            {children.map((child) => (
              <li key={child.id}>
                <SmartLink to={categoryPath(child.slug)} className="sf-chip">
                  {child.title}
                  <span className="sf-chip__count">{productCountText(child.productCount)}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductListingView
        {...listing}
        // Remount on another category, so the layout state and the form start from its own URL.
        key={category.id}
        preferenceKey={STORAGE_KEYS.categoryProductListDisplayAs}
        categorySlug={category.slug}
        emptyText={t.listing.emptyCategory}
      />
    </div>
  );
}
