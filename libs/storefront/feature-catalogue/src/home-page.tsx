import { formatNumber, ru } from '@shop/i18n-ru';
import { siteSettingsQuery } from '@shop/storefront-data-access';
import { fill } from '@shop/storefront-domain';
import { SmartLink } from '@shop/storefront-ui-layout';
import { HydrationBoundary, useQuery, type DehydratedState } from '@tanstack/react-query';
import { HomeShowcase, type HomeShowcaseData } from './home-showcase';

const t = ru.storefront.home;

/** What the home route's loader gives the page: the prefetched site settings and the showcase. */
export interface HomePageData {
  dehydratedState: DehydratedState;
  showcase: HomeShowcaseData;
}

/** Home: what the shop sells and for whom, server-rendered for shoppers and crawlers alike. */
export function HomePage({ dehydratedState, showcase }: HomePageData) {
  return (
    <HydrationBoundary state={dehydratedState}>
      <Hero />
      <HomeShowcase {...showcase} />
      <section className="sf-container sf-section" aria-labelledby="home-benefits">
        <h2 id="home-benefits">{t.benefitsTitle}</h2>
        <ul className="sf-benefits">
          {Object.values(t.benefits).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
    </HydrationBoundary>
  );
}

function Hero() {
  const { data } = useQuery(siteSettingsQuery(''));
  const freeShipping = Number(data?.freeShippingCost ?? 0);
  return (
    <section className="sf-hero">
      <div className="sf-container sf-hero__inner">
        <p className="sf-hero__eyebrow">{t.heroEyebrow}</p>
        <h1 className="sf-hero__title">{t.heroTitle}</h1>
        <p className="sf-hero__text">{t.heroText}</p>
        {freeShipping > 0 ? (
          <p className="sf-hero__note">{fill(t.freeShipping, { amount: formatNumber(freeShipping) })}</p>
        ) : null}
        <div className="sf-hero__actions">
          <SmartLink to="/category/list" className="ui-button ui-button--primary ui-button--lg">
            {t.ctaCatalogue}
          </SmartLink>
          <SmartLink to="/contact" className="ui-button ui-button--secondary ui-button--lg">
            {t.ctaContact}
          </SmartLink>
        </div>
      </div>
    </section>
  );
}
