import { ru } from '@shop/i18n-ru';
import { Link } from 'react-router';
import { cataloguePaths } from '../shared/catalogue-paths';

const t = ru.adminCatalogue.category.tabs;

/** The sub-pages of a saved category: the main form and its products. */
export function CategoryTabs({ categoryId, current }: { categoryId: string | null; current: 'main' | 'products' }) {
  if (!categoryId) return null;
  return (
    <nav className="admin-tabs" aria-label={t.label}>
      <Link to={cataloguePaths.categoryUpdate(categoryId)} aria-current={current === 'main' ? 'page' : undefined}>
        {t.main}
      </Link>
      <Link to={cataloguePaths.categoryProducts(categoryId)} aria-current={current === 'products' ? 'page' : undefined}>
        {t.products}
      </Link>
    </nav>
  );
}
