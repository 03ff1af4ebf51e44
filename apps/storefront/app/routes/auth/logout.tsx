import { ru } from '@shop/i18n-ru';
import { useSessionStore } from '@shop/session';
import { signOut } from '@shop/storefront-data-access/server';
import { titleMeta } from '@shop/storefront-seo';
import { SignOutForm } from '@shop/storefront-ui-layout';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/logout';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.logout, matches);

/** POST /auth/logout signs out (from the storefront's own pages only); a GET only shows the button, so a link cannot. */
export function action({ request, context }: Route.ActionArgs) {
  return signOut(request, context);
}

/** With JavaScript the tab's session store signs out, which also tells the other tabs; without, the form posts. */
export default function LogoutRoute() {
  const session = useSessionStore();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <SignOutForm
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void session.logout().finally(() => navigate('/', { replace: true }));
      }}
    />
  );
}
