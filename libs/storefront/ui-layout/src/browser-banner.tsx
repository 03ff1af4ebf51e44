import { ru } from '@shop/i18n-ru';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

const DISMISSED_KEY = 'browser_banner_dismissed';

/**
 * SPEC 2/5 unsupported-browser banner: never in the server HTML; after hydration it appears only when
 * the user agent is below the minimum versions. Dismissal lasts for the browser session. The user-agent parser
 * loads after hydration, as a chunk of its own, so it never weighs on the first load.
 */
export function BrowserBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = sessionStorage.getItem(DISMISSED_KEY) === '1';
    } catch {
      // Storage may be blocked; then the banner simply shows again next time.
    }
    if (dismissed) return;
    let active = true;
    void import('@shop/domain/browser-support')
      .then(({ isBrowserSupported }) => {
        if (active && !isBrowserSupported(navigator.userAgent)) setVisible(true);
      })
      // A chunk that fails to load only costs the banner; the chunk-load reload handles a stale deploy.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  if (!visible) return null;

  const dismiss = () => {
    setVisible(false);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // See above.
    }
  };

  return (
    <div className="sf-browser-banner" role="alert" data-testid="browser-banner">
      <p className="sf-browser-banner__text">
        {ru.browserBanner.text} {/* "Treated as external" (SPEC 2): a full page load, not a client-side transition. */}
        <Link to="/contact" reloadDocument>
          {ru.browserBanner.contactLink}
        </Link>
      </p>
      <button
        type="button"
        className="sf-browser-banner__close"
        onClick={dismiss}
        aria-label={ru.storefront.browserBanner.dismiss}
      >
        ×
      </button>
    </div>
  );
}
