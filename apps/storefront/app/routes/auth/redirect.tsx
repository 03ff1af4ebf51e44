import { ru } from '@shop/i18n-ru';
import { Spinner } from '@shop/ui-kit';
import { redirect } from 'react-router';
import { titleMeta } from '@shop/storefront-seo';
import { loginReturnPath } from '@shop/storefront-domain';
import type { Route } from './+types/redirect';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.redirect, matches);

/**
 * Where sign-in returns to: continues to `?redirect=` when it is a same-origin path, else home. Passing through
 * the server here also restores the new session (cookies) before the target page renders.
 */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(loginReturnPath(new URL(request.url).searchParams.get('redirect')));
}

export default function RedirectRoute() {
  return (
    <p className="sf-result__text" role="status">
      <Spinner size="sm" decorative /> {ru.storefront.redirect.progress}
    </p>
  );
}
