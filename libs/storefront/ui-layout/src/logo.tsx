import { ru } from '@shop/i18n-ru';

/** The shop's mark and name; the new-year variant (SPEC 4, thematic theme) adds a snowflake and a greeting. */
export function Logo({ brand, newYear }: { brand: string; newYear: boolean }) {
  return (
    <span className={newYear ? 'sf-logo sf-logo--new-year' : 'sf-logo'} data-theme={newYear ? 'new_year' : 'default'}>
      <svg className="sf-logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        {newYear ? (
          <g stroke="#fff" strokeWidth="2" strokeLinecap="round">
            <path d="M16 6v20M7.3 11l17.4 10M7.3 21l17.4-10" />
            <path d="M13 8l3 3 3-3M13 24l3-3 3 3" fill="none" />
          </g>
        ) : (
          <g fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round">
            <circle cx="16" cy="17" r="8.5" />
            <path d="M16 17l4.5-4.5M11 9.5h10" />
          </g>
        )}
      </svg>
      <span className="sf-logo__text">
        <span className="sf-logo__name">{brand}</span>{' '}
        <span className="sf-logo__tagline">
          {newYear ? ru.storefront.logo.newYearLabel : ru.storefront.logo.tagline}
        </span>
      </span>
    </span>
  );
}
