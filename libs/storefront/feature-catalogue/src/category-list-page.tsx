import type { Schema } from '@shop/api-contract';
import { STORAGE_KEYS } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import { useState } from 'react';
import { SmartLink, Breadcrumbs } from '@shop/storefront-ui-layout';
import { catalogueRootCrumbs, categoryPath } from '@shop/storefront-domain';
import { CategoryTile, productCountText, type ListingLayout } from '@shop/storefront-ui-catalogue';
import { LayoutSwitch } from './layout-switch';
import { ListingMessage } from './product-listing';

const t = ru.storefrontCatalogue;

type Node = Schema<'CategoryTreeNode'>;

export interface CategoryListPageProps {
  categoryTree: Node[] | null;
  layout: ListingLayout;
}

/** /category/list: every top-level category as a tile (or a row) with its sub-categories listed under it. */
export function CategoryListPage({ categoryTree, layout: remembered }: CategoryListPageProps) {
  // Starts from the layout the server read from the preference cookie; the switch changes it in place.
  const [layout, setLayout] = useState(remembered);
  return (
    <div className="sf-container sf-catalogue">
      <Breadcrumbs crumbs={catalogueRootCrumbs()} />
      <header className="sf-catalogue__header sf-catalogue__header--row">
        <h1 className="sf-catalogue__title">{t.categoryList.title}</h1>
        {categoryTree && categoryTree.length > 0 ? (
          <LayoutSwitch value={layout} preferenceKey={STORAGE_KEYS.categoryListDisplayAs} onChange={setLayout} />
        ) : null}
      </header>
      {!categoryTree ? (
        <ListingMessage
          action={
            <a href="/category/list" className="ui-button ui-button--secondary">
              {t.listing.retry}
            </a>
          }
        >
          {t.categoryList.failed}
        </ListingMessage>
      ) : categoryTree.length === 0 ? (
        <ListingMessage>{t.categoryList.empty}</ListingMessage>
      ) : (
        <ul className={`sf-categories sf-categories--${layout}`}>
          {categoryTree.map((node) => (
            <li key={node.id}>
              <CategoryTile category={node} layout={layout}>
                {node.children.length > 0 ? <SubcategoryList nodes={node.children} /> : null}
              </CategoryTile>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Sub-categories under a tile, nested levels indented. */
function SubcategoryList({ nodes }: { nodes: Node[] }) {
  return (
    <ul className="sf-category__children" aria-label={t.categoryList.subcategories}>
      {nodes.map((node) => (
        <li key={node.id}>
          <SmartLink to={categoryPath(node.slug)}>{node.title}</SmartLink>{' '}
          <span className="sf-category__child-count">{productCountText(node.productCount)}</span>
          {node.children.length > 0 ? <SubcategoryList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
