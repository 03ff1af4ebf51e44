import { ru } from '@shop/i18n-ru';
import { useSession } from '@shop/session';
import { Link, useLocation } from 'react-router';
import { fill } from '@shop/storefront-domain';

const t = ru.storefront.session;

/** Asks a signed-in customer with an unconfirmed email to confirm it (SPEC 4 email-confirmation-needed flag). */
export function EmailConfirmationBanner() {
  const needed = useSession((state) => state.isEmailConfirmationNeeded);
  const email = useSession((state) => state.user?.email ?? '');
  const { pathname } = useLocation();
  if (!needed || pathname.startsWith('/account/confirm/email')) return null;
  return (
    <div className="sf-email-banner" role="region" aria-label={t.emailBannerLink}>
      <p className="sf-container sf-email-banner__inner">
        <span>{fill(t.emailBanner, { email })}</span> <Link to="/account/confirm/email">{t.emailBannerLink}</Link>
      </p>
    </div>
  );
}
