import { ru } from '@shop/i18n-ru';
import { useSession } from '@shop/session';
import { useShopDownloads } from '@shop/storefront-data-access';
import { Link } from 'react-router';
import { fill, displayName } from '@shop/storefront-domain';

const t = ru.storefront.account;

/** The customer's account overview: contact details and the ways to change them. */
export function AccountPage() {
  const user = useSession((state) => state.user);
  const downloads = useShopDownloads();
  if (!user) return null;
  const rows: [string, string][] = [
    [t.email, `${user.email} (${user.emailIsConfirmed ? t.emailConfirmed : t.emailNotConfirmed})`],
    [t.phone, user.phone ?? t.notGiven],
    [t.company, user.companyTitle ?? t.notGiven],
    [t.position, user.position ?? t.notGiven],
    [t.requisites, user.requisitesFileId ? t.requisitesUploaded : t.notGiven],
  ];
  return (
    <section className="sf-container sf-account">
      <h1 className="sf-account__title">{t.title}</h1>
      <p className="sf-account__greeting">{fill(t.greeting, { name: displayName(user) })}</p>
      <dl className="sf-account__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="sf-account__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="sf-account__links">
        <li>
          <Link to="/account/contact">{t.editContact}</Link>
        </li>
        <li>
          <Link to="/account/password">{t.changePassword}</Link>
        </li>
        <li>
          <Link to="/account/sessions">{t.sessions}</Link>
        </li>
        {!user.emailIsConfirmed && (
          <li>
            <Link to="/account/confirm/email">{t.confirmEmail}</Link>
          </li>
        )}
        <li>
          <Link to="/account/order/list">{t.orders}</Link>
        </li>
        <li>
          <Link to="/account/favorites">{t.favorites}</Link>
        </li>
      </ul>
      {downloads.length > 0 ? (
        <section className="sf-account__downloads" aria-labelledby="account-downloads-title">
          <h2 id="account-downloads-title" className="sf-account__subtitle">
            {ru.storefrontContent.account.downloadsTitle}
          </h2>
          <p className="sf-form__lead">{ru.storefrontContent.account.downloadsLead}</p>
          <ul className="sf-account__links">
            {downloads.map((file) => (
              // A plain link: the API answers the file under its own title (Content-Disposition).
              <li key={file.href}>
                <a href={file.href} download>
                  {file.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/** Heading of an account sub-page with the way back to the overview. */
export function AccountSubpageHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className="sf-account__header">
      <Link to="/account" className="sf-account__back">
        ← {t.back}
      </Link>
      <h1 className="sf-account__title">{title}</h1>
      {lead && <p className="sf-form__lead">{lead}</p>}
    </header>
  );
}
