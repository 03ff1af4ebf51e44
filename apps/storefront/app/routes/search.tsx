import { redirect } from 'react-router';
import type { Route } from './+types/search';

/** SPEC 2: /search is an alias of the all-products page; the query string (e.g. ?q=) goes along. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/all/products${search}`, 301);
}
