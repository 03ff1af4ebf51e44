import { ru } from '@shop/i18n-ru';
import { AllProductsPage } from '../../features/catalogue/all-products-page';
import { allProductsPreferenceKey, loadAllProductsPage, rememberLayoutAction } from '../../features/catalogue/catalogue-loaders.server';
import { canonicalListingSearch } from '../../features/catalogue/listing-params';
import { fill } from '../../lib/text';
import { pageSeoMeta } from '../../lib/seo';
import type { Route } from './+types/all-products';

const t = ru.storefrontCatalogue.allProducts;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAllProductsPage(request, context);
}

export async function action({ request }: Route.ActionArgs) {
  return rememberLayoutAction(request, allProductsPreferenceKey(new URL(request.url)));
}

/** Search results are not for indexing (endless query variants): noindex, and their canonical is the plain list. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const query = loaderData?.query ?? '';
  const tags = pageSeoMeta({ title: query ? fill(t.searchTitle, { query }) : t.title, description: t.description, canonicalPath: `/all/products${loaderData?.mode === 'list' ? canonicalListingSearch(loaderData.params) : ''}` }, matches);
  return query ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
};

export default function AllProductsRoute({ loaderData }: Route.ComponentProps) {
  return <AllProductsPage {...loaderData} />;
}
