import { valibotResolver } from '@hookform/resolvers/valibot';
import { isApiError, unwrap } from '@shop/api-client';
import { ErrorCode, fieldProblems } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { useSession } from '@shop/session';
import { failureToastText, useApi, usePersonalPending } from '@shop/storefront-data-access';
import { emailField, fill } from '@shop/storefront-domain';
import { Button, Input, useToast } from '@shop/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';

const t = ru.storefrontProduct.backInStock;

const schema = v.object({ email: emailField });
type Values = v.InferOutput<typeof schema>;

/** What the form shows after a reply: the letter is promised (to the account's address, or the one typed), or the product is buyable already. */
type Outcome = { kind: 'subscribed'; email: string | null } | { kind: 'buyable'; message: string };

/**
 * «Сообщить о поступлении» under the disabled «В корзину» of an out-of-stock product (issue #28): a signed-in customer
 * subscribes the account's address in one click, a guest types one (checked as at registration). The API answers alike
 * whether or not the address waited already; a product that became buyable meanwhile (32) says so.
 */
export function BackInStockForm({ productId }: { productId: string }) {
  const api = useApi();
  const toast = useToast();
  // A price group's page learns its visitor a moment after hydrating: they are signed in, so no address is asked.
  const personalPending = usePersonalPending();
  const accountEmail = useSession((state) => (state.isLoggedIn ? (state.user?.email ?? null) : null));
  const signedIn = personalPending || accountEmail !== null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { email: '' } });

  async function send(email: string | null): Promise<void> {
    setBusy(true);
    try {
      unwrap(
        await api.POST('/api/v1/product/{productId}/back-in-stock', {
          params: { path: { productId } },
          body: email === null ? {} : { email },
        }),
      );
      setOutcome({ kind: 'subscribed', email: email ?? accountEmail });
    } catch (error) {
      const [problem] = fieldProblems<'email'>(error, { fields: ['email'] });
      if (problem !== undefined && email !== null) setError('email', { type: 'server', message: problem.message });
      else if (isApiError(error) && error.code === ErrorCode.Conflict)
        setOutcome({ kind: 'buyable', message: error.message });
      else toast.error(failureToastText('back-in-stock', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="sf-back-in-stock">
      {outcome === null ? (
        <>
          <p className="sf-back-in-stock__lead">{t.lead}</p>
          {signedIn ? (
            <Button type="button" variant="secondary" loading={busy} onClick={() => void send(null)}>
              {t.submit}
            </Button>
          ) : (
            <form
              className="sf-back-in-stock__form"
              aria-label={t.label}
              noValidate
              onSubmit={(event) => void handleSubmit(({ email }) => send(email))(event)}
            >
              <Input
                label={t.email}
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                {...register('email')}
                error={errors.email?.message}
              />
              <Button type="submit" variant="secondary" loading={busy}>
                {t.submit}
              </Button>
            </form>
          )}
        </>
      ) : (
        <Outcome outcome={outcome} />
      )}
    </div>
  );
}

/** The reply, focused once shown: the button that was pressed has left the page. */
function Outcome({ outcome }: { outcome: Outcome }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const subscribed = outcome.kind === 'subscribed';
  return (
    <p ref={ref} tabIndex={-1} className={subscribed ? 'sf-notice sf-notice--success' : 'sf-notice'} role="status">
      {subscribed ? (outcome.email ? fill(t.doneTo, { email: outcome.email }) : t.done) : outcome.message}
    </p>
  );
}
