import { ContentPage, contentPageHandle, contentPageMeta } from '@shop/storefront-feature-content';
import { loadContentPage } from '@shop/storefront-feature-content/server';
import type { Route } from './+types/contact';

export const handle = contentPageHandle('contact');

export function loader({ context }: Route.LoaderArgs) {
  return loadContentPage(context, 'contact');
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => contentPageMeta(loaderData, matches);

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} />;
}
