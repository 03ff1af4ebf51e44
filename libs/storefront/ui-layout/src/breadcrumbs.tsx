import { ru } from '@shop/i18n-ru';
import type { Crumb } from '@shop/storefront-domain';
import { SmartLink } from './smart-link';

const t = ru.storefrontCatalogue.breadcrumbs;

/** The trail from the home page to this one; the last step is the current page, so it is not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="sf-breadcrumbs" aria-label={t.label}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path}>
              <span aria-current="page">{crumb.title}</span>
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
