import { ContentPage, contentPageHandle, contentPageMeta } from '@shop/storefront-feature-content';
import { loadContentPage } from '@shop/storefront-feature-content/server';
import type { Route } from './+types/application-conditions';

export const handle = contentPageHandle('application-conditions');

export function loader({ context }: Route.LoaderArgs) {
  return loadContentPage(context, 'application-conditions');
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => contentPageMeta(loaderData, matches);

export default function ApplicationConditionsRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} />;
}
