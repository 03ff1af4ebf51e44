import { isApiError, unwrap } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { useApi } from '@shop/storefront-data-access';
import { Button } from '@shop/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';

const t = ru.storefrontProduct.backInStockUnsubscribe;

type Outcome = 'ready' | 'done' | 'invalid' | 'error';

/**
 * The unsubscribe link of a back-in-stock letter (issue #28): it cancels every subscription of the letter's address.
 * It waits for a click, since mail scanners open links.
 */
export function BackInStockUnsubscribePage({ token }: { token: string }) {
  const api = useApi();
  const [outcome, setOutcome] = useState<Outcome>('ready');
  const [busy, setBusy] = useState(false);

  async function unsubscribe() {
    setBusy(true);
    try {
      unwrap(await api.POST('/api/v1/back-in-stock/unsubscribe/{token}', { params: { path: { token } } }));
      setOutcome('done');
    } catch (error) {
      const invalid =
        isApiError(error) && (error.code === ErrorCode.RecordNotFound || error.code === ErrorCode.CheckViolation);
      setOutcome(invalid ? 'invalid' : 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="sf-result">
      <h1 className="sf-result__title">{t.title}</h1>
      {outcome === 'done' ? (
        <>
          <p className="sf-notice sf-notice--success" role="status">
            {t.done}
          </p>
          <p className="sf-result__text">{t.next}</p>
        </>
      ) : outcome === 'invalid' ? (
        <p className="sf-notice sf-notice--error" role="alert">
          {t.invalid}
        </p>
      ) : (
        <>
          <p className="sf-result__text">{t.lead}</p>
          {outcome === 'error' ? (
            <p className="sf-notice sf-notice--error" role="alert">
              {ru.common.error}
            </p>
          ) : null}
          <Button size="lg" loading={busy} onClick={() => void unsubscribe()}>
            {t.submit}
          </Button>
        </>
      )}
      <p className="sf-result__links">
        <Link to="/">{ru.common.toHome}</Link>
      </p>
    </section>
  );
}
