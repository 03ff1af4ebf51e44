import { ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import { SmartLink } from './smart-link';

const t = ru.storefront.footer;

const LINKS = [
  { to: '/contact', label: t.contact },
  { to: '/delivery', label: t.delivery },
  { to: '/user-agreement', label: t.userAgreement },
  { to: '/application-conditions', label: t.applicationConditions },
] as const;

/** Footer of the default layout: the static pages and the copyright line. */
export function SiteFooter({ brand }: { brand: string }) {
  return (
    <footer className="sf-footer">
      <div className="sf-container sf-footer__inner">
        <nav aria-label={t.label}>
          <ul className="sf-footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <SmartLink to={link.to}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="sf-footer__copy">{fill(t.copyright, { year: new Date().getFullYear(), brand })}</p>
      </div>
    </footer>
  );
}
