import { formatNumber, ru } from '@shop/i18n-ru';
import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { SmartLink } from '../components/smart-link';
import { titleMeta } from '../lib/meta';
import { prefetchSiteSettings } from '../lib/prefetch.server';
import { siteSettingsQuery } from '../lib/site-settings';
import { fill } from '../lib/text';
import type { Route } from './+types/home';

const t = ru.storefront.home;

const CATEGORIES = [
  { key: 'tachographs', icon: 'M4 6h16v12H4zM8 10h8M8 14h5', ...t.categories.tachographs },
  { key: 'skzi', icon: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v9H5zM12 15v2', ...t.categories.skzi },
  { key: 'gps', icon: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5', ...t.categories.gps },
  { key: 'fuel', icon: 'M6 20V5a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v15M4 20h13M15 9h2l2 2v6a1.5 1.5 0 0 1-3 0v-3h-1M8 8h5', ...t.categories.fuel },
] as const;

// TODO(#4): featured categories and products from the catalogue replace the static tiles.
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(t.title, matches);

export async function loader({ context }: Route.LoaderArgs) {
  return { dehydratedState: await prefetchSiteSettings(context) };
}

/** Home: what the shop sells and for whom, server-rendered for shoppers and crawlers alike. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Hero />
      <section className="sf-container sf-section" aria-labelledby="home-categories">
        <h2 id="home-categories">{t.categoriesTitle}</h2>
        <ul className="sf-tiles">
          {CATEGORIES.map((category) => (
            <li key={category.key} className="sf-tile">
              <svg className="sf-tile__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d={category.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <h3 className="sf-tile__title">{category.title}</h3>
              <p className="sf-tile__text">{category.text}</p>
            </li>
          ))}
        </ul>
      </section>
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
