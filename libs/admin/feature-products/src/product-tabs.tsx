import { ru } from '@shop/i18n-ru';
import { Link } from 'react-router';
import { productPaths, type ProductTab } from './product-paths';

const t = ru.adminProducts.tabs;

const tabs: readonly { tab: ProductTab; label: string }[] = [
  { tab: 'main', label: t.main },
  { tab: 'relations', label: t.relations },
  { tab: 'attributes', label: t.attributes },
  { tab: 'multimedia', label: t.multimedia },
  { tab: 'group-price', label: t.groupPrice },
  { tab: 'stock', label: t.stock },
];

function tabPath(productId: string | null, tab: ProductTab): string {
  if (tab === 'main') return productId ? productPaths.update(productId) : productPaths.create;
  return productId ? productPaths.updateSub(productId, tab) : productPaths.createSub(tab);
}

/** The sub-pages of a product (create pages link to the create sub-pages, which ask to save first). */
export function ProductTabs({ productId, current }: { productId: string | null; current: ProductTab }) {
  return (
    <nav className="admin-tabs" aria-label={t.label}>
      {tabs.map(({ tab, label }) => (
        <Link key={tab} to={tabPath(productId, tab)} aria-current={current === tab ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}
