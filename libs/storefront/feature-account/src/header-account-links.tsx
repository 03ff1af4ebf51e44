import { ru } from '@shop/i18n-ru';
import { useSession } from '@shop/session';
import { SmartNavLink } from '@shop/storefront-ui-layout';
import { displayName, fill } from '@shop/storefront-domain';

const t = ru.storefront.nav;

/** The signed-in user's name (to the account) and 'Выйти', or 'Войти' for a guest. */
export function HeaderAccountLinks() {
  const user = useSession((state) => (state.isLoggedIn ? state.user : null));
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
      <SmartNavLink to="/auth/logout" className="sf-header__tool">
        {ru.storefront.session.logout}
      </SmartNavLink>
    </>
  );
}
