import { adminNavItems } from '@shop/admin-ui-layout';
import { ru } from '@shop/i18n-ru';
import { Link } from 'react-router';
import { toRouterPath } from '../navigation';
import { usePageTitle } from './use-page-title';
import './dashboard-page.css';

/** /admin: the entry page, a map of the back-office sections. */
export function DashboardPage() {
  usePageTitle(ru.admin.pages.dashboard);
  return (
    <section className="admin-dashboard" aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title">{ru.admin.pages.dashboard}</h1>
      <ul className="admin-dashboard__sections">
        {adminNavItems.map((item) => (
          <li key={item.href}>
            <Link className="admin-dashboard__section" to={toRouterPath(item.href)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
