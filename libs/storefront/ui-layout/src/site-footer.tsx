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

/** A file offered for download; a plain link, since the API names the file (Content-Disposition). */
export interface FooterDownload {
  href: string;
  label: string;
}

/** Footer of the default layout: the static pages, the shop's files when it offers any, and the copyright line. */
export function SiteFooter({ brand, downloads = [] }: { brand: string; downloads?: readonly FooterDownload[] }) {
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
        {downloads.length > 0 ? (
          <nav aria-label={t.downloadsLabel}>
            <ul className="sf-footer__links">
              {downloads.map((file) => (
                <li key={file.href}>
                  <a href={file.href} download>
                    {file.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="sf-footer__copy">{fill(t.copyright, { year: new Date().getFullYear(), brand })}</p>
      </div>
    </footer>
  );
}
