import { formatNumber, ru } from '@shop/i18n-ru';
import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { SmartLink } from '../components/smart-link';
import { loadHomeShowcase } from '../features/catalogue/catalogue-loaders.server';
import { HomeShowcase } from '../features/catalogue/home-showcase';
import { prefetchSiteSettings } from '../lib/prefetch.server';
import { pageSeoMeta, summaryText } from '../lib/seo';
import { siteSettingsQuery } from '../lib/site-settings';
import { fill } from '../lib/text';
import type { Route } from './+types/home';

const t = ru.storefront.home;

/** Title, description (the hero's text), canonical URL and Open Graph of the shop's front page. */
export const meta: Route.MetaFunction = ({ matches }) => pageSeoMeta({ title: t.title, description: summaryText(t.heroText), canonicalPath: '/' }, matches);

export async function loader({ context }: Route.LoaderArgs) {
  const [dehydratedState, showcase] = await Promise.all([prefetchSiteSettings(context), loadHomeShowcase(context)]);
  return { dehydratedState, showcase };
}

/** Home: what the shop sells and for whom, server-rendered for shoppers and crawlers alike. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Hero />
      <HomeShowcase {...loaderData.showcase} />
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
