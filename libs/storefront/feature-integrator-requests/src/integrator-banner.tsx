import { shouldShowIntegratorBanner } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import { useSession } from '@shop/session';
import { SmartLink } from '@shop/storefront-ui-layout';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const t = ru.storefrontIntegrators.banner;

/** Where the request form is: the account's «Стать интегратором» section. */
export const INTEGRATOR_REQUEST_HREF = '/account#integrator-request';

/** sessionStorage key of a dismissed banner: hidden until the browser session ends. */
export const INTEGRATOR_BANNER_DISMISSED_KEY = 'integrator-banner-dismissed';

const listeners = new Set<() => void>();

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): the banner cannot be dismissed for longer than the page.
    return null;
  }
}

function isDismissed(): boolean {
  return sessionStore()?.getItem(INTEGRATOR_BANNER_DISMISSED_KEY) === '1';
}

function rememberDismissal(): void {
  try {
    sessionStore()?.setItem(INTEGRATOR_BANNER_DISMISSED_KEY, '1');
  } catch {
    // Quota or blocked storage: hidden on this page only.
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * SPEC 4's banner, on every page of the default layout: for a logged-in user who may make an integrator request and
 * has confirmed the e-mail, a line leading to the request form in the account. The account page, which holds the
 * form, shows no banner; «Скрыть» hides it until the browser session ends. The server renders it (it knows the user),
 * and a tab that dismissed it hides it once hydrated.
 */
export function IntegratorBanner() {
  const shown = useSession((state) => shouldShowIntegratorBanner(state.isLoggedIn ? state.user : null));
  const remembered = useSyncExternalStore(subscribe, isDismissed, () => false);
  const [dismissedHere, setDismissedHere] = useState(false);
  const { pathname } = useLocation();
  if (!shown || remembered || dismissedHere || pathname === '/account') return null;
  return (
    <aside className="sf-integrator-banner" aria-label={t.label}>
      <div className="sf-container sf-integrator-banner__inner">
        <p className="sf-integrator-banner__text">
          {t.text} <SmartLink to={INTEGRATOR_REQUEST_HREF}>{t.link}</SmartLink>
        </p>
        <button
          type="button"
          className="sf-integrator-banner__dismiss"
          aria-label={t.dismiss}
          title={t.dismiss}
          onClick={() => {
            setDismissedHere(true);
            rememberDismissal();
          }}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </aside>
  );
}
