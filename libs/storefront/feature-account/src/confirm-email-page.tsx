import { isApiError, unwrap } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { useSession, useSessionStore } from '@shop/session';
import { Button, useToast } from '@shop/ui-kit';
import { useState } from 'react';
import { useApi } from '@shop/storefront-data-access';
import { fill } from '@shop/storefront-domain';
import { AccountSubpageHeader } from './account-page';
import { showFormError } from './form-errors';

const t = ru.storefront.confirmEmail;

/** Sends the confirmation letter to the signed-in user's address. */
export function ConfirmEmailPage() {
  const api = useApi();
  const session = useSessionStore();
  const user = useSession((state) => state.user);
  const toast = useToast();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'already'>('idle');
  const email = user?.email ?? '';

  const send = async () => {
    setState('sending');
    try {
      unwrap(await api.PATCH('/api/v1/user/current/confirm/email/send'));
      setState('sent');
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.EmailAlreadyConfirmed) {
        setState('already');
        void session.loadUser({ force: true });
        return;
      }
      setState('idle');
      showFormError(error, { setError: () => undefined, toastError: toast.error, fields: [] });
    }
  };

  const already = state === 'already' || user?.emailIsConfirmed;
  return (
    <section className="sf-container sf-account sf-account--narrow">
      <AccountSubpageHeader title={t.title} />
      {already ? (
        <p className="sf-notice sf-notice--success" role="status">
          {fill(t.already, { email })}
        </p>
      ) : state === 'sent' ? (
        <p className="sf-notice sf-notice--success" role="status">
          {fill(t.sent, { email })}
        </p>
      ) : (
        <div className="sf-form">
          <p className="sf-form__lead">{fill(t.lead, { email })}</p>
          <Button type="button" size="lg" loading={state === 'sending'} onClick={() => void send()}>
            {t.send}
          </Button>
        </div>
      )}
    </section>
  );
}
