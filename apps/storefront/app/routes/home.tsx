import { HomePage, homeMeta } from '@shop/storefront-feature-catalogue';
import { loadHomePage } from '@shop/storefront-feature-catalogue/server';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => homeMeta(matches);

export function loader({ context }: Route.LoaderArgs) {
  return loadHomePage(context);
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
