import { ru } from '@shop/i18n-ru';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useAdminConfig } from '../admin-config';
import { usePageTitle } from './use-page-title';
import './status-page.css';

/** What a crashed admin page shows: the status and a way home (a full page load, as SPEC 2 asks). */
export function ErrorPage() {
  const error = useRouteError();
  const { storefrontPublicUrl } = useAdminConfig();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = status === 404 ? ru.errorPage.notFound : ru.errorPage.generic;
  usePageTitle(text);
  // SPEC 8: failures are written to the console.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <main className="admin-status-page" aria-labelledby="admin-error-title">
      <p className="admin-status-page__code">{status}</p>
      <p className="admin-status-page__face" aria-hidden="true">
        ¯\_(ツ)_/¯
      </p>
      <h1 id="admin-error-title">{text}</h1>
      {import.meta.env.DEV && error instanceof Error && (
        <pre className="admin-status-page__stack">{error.stack ?? error.message}</pre>
      )}
      <a className="ui-button ui-button--primary ui-button--md" href={storefrontPublicUrl}>
        {ru.common.toHome}
      </a>
    </main>
  );
}
