import { ru } from '@shop/i18n-ru';
import { FavoritesPage } from '@shop/storefront-feature-favorites';
import { loadFavoritesPage } from '@shop/storefront-feature-favorites/server';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/favorites';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFavoritesPage(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.favorites, matches);

export default function FavoritesRoute({ loaderData }: Route.ComponentProps) {
  return <FavoritesPage {...loaderData} />;
}
