import { ru } from '@shop/i18n-ru';
import { SmartLink } from '../../components/smart-link';

const t = ru.storefrontCatalogue.breadcrumbs;

export interface Crumb {
  title: string;
  /** Absent for the current page (the last crumb). */
  to?: string;
}

/** The trail from the home page to this one (its JSON-LD twin is built from the same crumbs). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="sf-breadcrumbs" aria-label={t.label}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.title}`}>
            {crumb.to ? <SmartLink to={crumb.to}>{crumb.title}</SmartLink> : <span aria-current="page">{crumb.title}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Crumbs of a category page: home, the catalogue, the ancestors and the category itself. */
export function categoryCrumbs(ancestors: readonly { slug: string; title: string }[], current: string): Crumb[] {
  return [
    { title: t.home, to: '/' },
    { title: t.catalogue, to: '/category/list' },
    ...ancestors.map((ancestor) => ({ title: ancestor.title, to: categoryPath(ancestor.slug) })),
    { title: current },
  ];
}

/** Path of a category page. */
export function categoryPath(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}
