import { formatDate, ru } from '@shop/i18n-ru';
import { Breadcrumbs, useRememberedScroll } from '@shop/storefront-ui-layout';
import { useRef } from 'react';
import { contentPagePath, type ContentPageData } from './content-page-data';
import { FreeShippingNote } from './free-shipping-note';
import { SellerRequisites } from './seller-requisites';
import { useInternalLinks } from './use-internal-links';

/**
 * A static page: its title, the stored HTML in the shop's typographic container (the API sanitises it on write, so it
 * is rendered as is), and what the page adds from the settings: the free-shipping threshold on the delivery page, the
 * seller's requisites on the contact page (when they are set). A remembered scroll position is restored after 200 ms.
 */
export function ContentPage({ contentPage, seller }: ContentPageData) {
  const { slug, title, html, updatedAt } = contentPage;
  const textRef = useRef<HTMLDivElement>(null);
  useRememberedScroll();
  useInternalLinks(textRef);
  return (
    <article className="sf-container sf-content-page" aria-labelledby="content-page-title">
      <Breadcrumbs
        crumbs={[
          { title: ru.storefrontCatalogue.breadcrumbs.home, path: '/' },
          { title, path: contentPagePath(slug) },
        ]}
      />
      <header className="sf-content-page__header">
        <h1 id="content-page-title" className="sf-content-page__title">
          {title}
        </h1>
        {updatedAt ? (
          <p className="sf-content-page__updated">
            {ru.storefrontContent.page.updated} <time dateTime={updatedAt}>{formatDate(updatedAt)}</time>
          </p>
        ) : null}
      </header>
      {slug === 'delivery' ? <FreeShippingNote /> : null}
      <div ref={textRef} className="sf-content" dangerouslySetInnerHTML={{ __html: html }} />
      {slug === 'contact' && seller ? <SellerRequisites seller={seller} /> : null}
    </article>
  );
}
