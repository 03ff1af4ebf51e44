import { isApiError, unwrap } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { useSession, useSessionStore } from '@shop/session';
import { Spinner } from '@shop/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '@shop/storefront-data-access';

const t = ru.storefront.confirmEmail;

type Outcome = 'checking' | 'confirmed' | 'already' | 'invalid' | 'error';

/**
 * Confirms the email by the letter's token. It runs in the browser, not in a loader, so link scanners that
 * only fetch the page do not use up the single-use token.
 */
export function ConfirmEmailTokenPage({ token }: { token: string }) {
  const api = useApi();
  const session = useSessionStore();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const [outcome, setOutcome] = useState<Outcome>('checking');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        unwrap(await api.PATCH('/api/v1/user/confirm/email/token/{token}', { params: { path: { token } } }));
        setOutcome('confirmed');
        void session.loadUser({ force: true }).catch(() => null);
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCode.EmailAlreadyConfirmed) setOutcome('already');
        else if (
          isApiError(error) &&
          (error.code === ErrorCode.RecordNotFound || error.code === ErrorCode.CheckViolation)
        )
          setOutcome('invalid');
        else setOutcome('error');
      }
    })();
  }, [api, session, token]);

  const text = {
    checking: t.checking,
    confirmed: t.confirmed,
    already: t.alreadyConfirmed,
    invalid: t.invalid,
    error: ru.common.error,
  }[outcome];

  return (
    <section className="sf-result">
      <h1 className="sf-result__title">{t.title}</h1>
      {outcome === 'checking' ? (
        <p className="sf-result__text" role="status">
          <Spinner size="sm" decorative /> {text}
        </p>
      ) : (
        <p
          className={`sf-notice ${outcome === 'confirmed' || outcome === 'already' ? 'sf-notice--success' : 'sf-notice--error'}`}
          role={outcome === 'confirmed' || outcome === 'already' ? 'status' : 'alert'}
        >
          {text}
        </p>
      )}
      <p className="sf-result__links">
        {isLoggedIn ? <Link to="/account">{t.toAccount}</Link> : <Link to="/">{ru.common.toHome}</Link>}
      </p>
    </section>
  );
}
