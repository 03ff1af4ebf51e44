import { ru } from '@shop/i18n-ru';
import { useSession, useSessionStore } from '@shop/session';
import { SIGN_OUT_PATH, SmartNavLink } from '@shop/storefront-ui-layout';
import { displayName, fill } from '@shop/storefront-domain';
import { usePersonalPending } from '@shop/storefront-data-access';
import { useState } from 'react';
import { useNavigate } from 'react-router';

const t = ru.storefront.nav;

/**
 * The signed-in user's name (to the account) and 'Выйти', or 'Войти' for a guest. On a price group's page before it
 * takes up its visitor's data (issue #27), 'Личный кабинет' in the name's place: the visitor is signed in, whose
 * name the page learns a moment later.
 */
export function HeaderAccountLinks() {
  const user = useSession((state) => (state.isLoggedIn ? state.user : null));
  const pending = usePersonalPending();
  if (pending) {
    return (
      <>
        <SmartNavLink to="/account" end className="sf-header__tool sf-header__tool--user">
          {t.account}
        </SmartNavLink>
        <HeaderSignOut />
      </>
    );
  }
  if (!user) {
    return (
      <SmartNavLink to="/auth/login" className="sf-header__tool sf-header__tool--strong">
        {t.login}
      </SmartNavLink>
    );
  }
  const name = displayName(user);
  return (
    <>
      <SmartNavLink
        to="/account"
        end
        className="sf-header__tool sf-header__tool--user"
        aria-label={fill(ru.storefront.session.accountOf, { name })}
        title={name}
      >
        {name}
      </SmartNavLink>
      <HeaderSignOut />
    </>
  );
}

/**
 * «Выйти» as a one-click POST: with JavaScript the session store signs out (and tells the other tabs); without, the
 * form posts to the sign-out action. A link could be followed from another site; a form from there is refused.
 */
function HeaderSignOut() {
  const session = useSessionStore();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <form
      method="post"
      action={SIGN_OUT_PATH}
      className="sf-header__sign-out"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void session.logout().finally(() => navigate('/', { replace: true }));
      }}
    >
      <button type="submit" className="sf-header__tool sf-header__tool--button" disabled={busy}>
        {ru.storefront.session.logout}
      </button>
    </form>
  );
}
