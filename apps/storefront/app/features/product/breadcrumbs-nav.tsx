import { ru } from '@shop/i18n-ru';
import { SmartLink } from '../../components/smart-link';
import type { Crumb } from './breadcrumbs';

/** The breadcrumb trail; the last step is the current page (not a link). */
export function BreadcrumbsNav({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="sf-breadcrumbs" aria-label={ru.storefrontProduct.breadcrumbs.label}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.title}
            </li>
          ) : (
            <li key={crumb.path}>
              <SmartLink to={crumb.path}>{crumb.title}</SmartLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
