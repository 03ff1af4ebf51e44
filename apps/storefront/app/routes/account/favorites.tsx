import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/favorites';

// Placeholder: delivered with the favorites feature (not yet filed).
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.favorites, matches);

export default function FavoritesPage() {
  return <PagePlaceholder title={ru.storefront.areas.favorites} area={ru.storefront.areas.favorites} />;
}
