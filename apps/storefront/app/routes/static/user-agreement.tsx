import { ContentPage, contentPageHandle, contentPageMeta } from '@shop/storefront-feature-content';
import { loadContentPage } from '@shop/storefront-feature-content/server';
import type { Route } from './+types/user-agreement';

export const handle = contentPageHandle('user-agreement');

export function loader({ context }: Route.LoaderArgs) {
  return loadContentPage(context, 'user-agreement');
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => contentPageMeta(loaderData, matches);

export default function UserAgreementRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} />;
}
