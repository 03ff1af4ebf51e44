import { valibotResolver } from '@hookform/resolvers/valibot';
import { unwrap } from '@shop/api-client';
import { ru } from '@shop/i18n-ru';
import { Button, Input, useToast } from '@shop/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useApi } from '@shop/storefront-data-access';
import { fill } from '@shop/storefront-domain';
import { showFormError } from './form-errors';
import { recoverySchema } from './schemas';

const t = ru.storefront;

type Values = { email: string };

/** First step of password recovery: the API mails a link (and answers alike for unknown addresses). */
export function RecoveryPage() {
  const api = useApi();
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(recoverySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      unwrap(await api.POST('/api/v1/auth/recover/password', { body: { email } }));
      setSentTo(email);
    } catch (error) {
      showFormError<Values>(error, { setError, toastError: toast.error, fields: ['email'] });
    }
  });

  if (sentTo) {
    return (
      <div className="sf-form">
        <h1 className="sf-form__title">{t.recovery.title}</h1>
        <p className="sf-notice sf-notice--success" role="status">
          {fill(t.recovery.sent, { email: sentTo })}
        </p>
        <p className="sf-form__footer">
          <Link to="/auth/login">{t.recovery.toLogin}</Link>
        </p>
      </div>
    );
  }

  return (
    <form className="sf-form" noValidate onSubmit={onSubmit}>
      <h1 className="sf-form__title">{t.recovery.title}</h1>
      <p className="sf-form__lead">{t.recovery.lead}</p>
      <Input
        label={t.fields.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...register('email')}
        error={errors.email?.message}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t.recovery.submit}
      </Button>
      <p className="sf-form__footer">
        <Link to="/auth/login">{t.recovery.toLogin}</Link>
      </p>
    </form>
  );
}
