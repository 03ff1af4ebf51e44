import { ru } from '@shop/i18n-ru';
import { Link } from 'react-router';
import { usePageTitle } from './use-page-title';
import './status-page.css';

/** Any /admin/* path that matches no page: a 404 'Page not found' inside the admin layout. */
export function NotFoundPage() {
  usePageTitle(ru.errorPage.notFound);
  return (
    <section className="admin-status-page" aria-labelledby="admin-not-found-title">
      <p className="admin-status-page__code">404</p>
      <h1 id="admin-not-found-title">{ru.errorPage.notFound}</h1>
      <p lang="en">{ru.errorPage.notFoundEn}</p>
      <p>{ru.admin.notFound.text}</p>
      <Link to="/">{ru.admin.notFound.toDashboard}</Link>
    </section>
  );
}
