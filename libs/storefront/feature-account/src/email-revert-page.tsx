import { isApiError, unwrap } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { useSessionStore } from '@shop/session';
import { Button } from '@shop/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '@shop/storefront-data-access';

const t = ru.storefront.emailRevert;

type Outcome = 'ready' | 'done' | 'invalid' | 'taken' | 'error';

/**
 * The link mailed to the previous address after an e-mail change. The undo waits for a click: mail scanners open
 * links (and some run their scripts), and the undo ends every session of the account.
 */
export function EmailRevertPage({ token }: { token: string }) {
  const api = useApi();
  const session = useSessionStore();
  const [outcome, setOutcome] = useState<Outcome>('ready');
  const [busy, setBusy] = useState(false);

  async function revert() {
    setBusy(true);
    try {
      unwrap(await api.PATCH('/api/v1/user/email/revert/{token}', { params: { path: { token } } }));
      setOutcome('done');
      // This browser's session ended with the others; the store finds out and shows a guest.
      void session.loadUser({ force: true }).catch(() => null);
    } catch (error) {
      if (isApiError(error) && (error.code === ErrorCode.RecordNotFound || error.code === ErrorCode.CheckViolation))
        setOutcome('invalid');
      else if (isApiError(error) && error.code === ErrorCode.EmailExists) setOutcome('taken');
      else setOutcome('error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="sf-result">
      <h1 className="sf-result__title">{t.title}</h1>
      {outcome === 'ready' || outcome === 'error' ? (
        <>
          <p className="sf-result__text">{t.lead}</p>
          {outcome === 'error' ? (
            <p className="sf-notice sf-notice--error" role="alert">
              {ru.common.error}
            </p>
          ) : null}
          <Button size="lg" loading={busy} onClick={() => void revert()}>
            {t.submit}
          </Button>
        </>
      ) : outcome === 'done' ? (
        <>
          <p className="sf-notice sf-notice--success" role="status">
            {t.done}
          </p>
          <p className="sf-result__text">{t.next}</p>
          <p className="sf-result__links">
            <Link to="/auth/recovery">{t.toRecovery}</Link>
          </p>
        </>
      ) : (
        <p className="sf-notice sf-notice--error" role="alert">
          {outcome === 'taken' ? t.taken : t.invalid}
        </p>
      )}
      {outcome !== 'done' ? (
        <p className="sf-result__links">
          <Link to="/">{ru.common.toHome}</Link>
        </p>
      ) : null}
    </section>
  );
}
