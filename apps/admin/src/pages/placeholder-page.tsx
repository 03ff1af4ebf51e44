import { PagePlaceholder } from '@shop/ui-kit';
import { usePageTitle } from './use-page-title';

/** An admin page whose feature a later issue delivers (see routes/admin-routes.ts for which one). */
export function PlaceholderPage({ title, area }: { title: string; area: string }) {
  usePageTitle(title);
  return <PagePlaceholder title={title} area={area} />;
}
