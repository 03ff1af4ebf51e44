import { ru } from '@shop/i18n-ru';
import type { ErrorPageContent } from '@shop/storefront-domain';

/** The SPEC 2 error page; 'На главную' is a plain link so home loads as a full page (a fresh app after an error). */
export function ErrorPage({ content }: { content: ErrorPageContent }) {
  return (
    <main className="sf-error" data-status={content.status}>
      <p className="sf-error__status">{content.status}</p>
      <h1 className="sf-error__title">{content.title}</h1>
      {content.shrug ? (
        <p className="sf-error__shrug" aria-hidden="true">
          {ru.storefront.errorPage.shrug}
        </p>
      ) : null}
      {content.stack ? <pre className="sf-error__stack">{content.stack}</pre> : null}
      <a className="ui-button ui-button--primary sf-error__home" href="/">
        {ru.common.toHome}
      </a>
    </main>
  );
}
