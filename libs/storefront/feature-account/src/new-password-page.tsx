import { valibotResolver } from '@hookform/resolvers/valibot';
import { isApiError, unwrap } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { toNullPayload } from '@shop/session';
import { Button, useToast } from '@shop/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useApi } from '@shop/storefront-data-access';
import { showFormError } from './form-errors';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordSchema } from './schemas';

const t = ru.storefront;

type Values = { password: string; passwordConfirmation: string };

/** The recovery link's page: a new password for a valid token, or a way to ask for a new link. */
export function NewPasswordPage({ token, valid }: { token: string; valid: boolean }) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [expired, setExpired] = useState(!valid);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: valibotResolver(newPasswordSchema),
    criteriaMode: 'all',
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      unwrap(
        await api.PATCH('/api/v1/auth/recover/password/{tokenId}', {
          params: { path: { tokenId: token } },
          body: toNullPayload(values),
        }),
      );
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.RecordNotFound) {
        setExpired(true);
        return;
      }
      showFormError<Values>(error, {
        setError,
        toastError: toast.error,
        byCode: { [ErrorCode.UserPasswordMismatch]: 'passwordConfirmation' },
        fields: ['password', 'passwordConfirmation'],
      });
      return;
    }
    toast.success(t.recovery.done);
    await navigate('/auth/login', { replace: true });
  });

  if (expired) {
    return (
      <div className="sf-form">
        <h1 className="sf-form__title">{t.recovery.newTitle}</h1>
        <p className="sf-notice sf-notice--error" role="alert">
          {t.recovery.invalid}
        </p>
        <p className="sf-form__footer">
          <Link to="/auth/recovery">{t.recovery.again}</Link>
        </p>
      </div>
    );
  }

  return (
    <form className="sf-form" noValidate onSubmit={onSubmit}>
      <h1 className="sf-form__title">{t.recovery.newTitle}</h1>
      <p className="sf-form__lead">{t.recovery.newLead}</p>
      <NewPasswordFields
        register={register}
        errors={errors}
        names={{ password: 'password', confirmation: 'passwordConfirmation' }}
        wording="new"
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t.recovery.newSubmit}
      </Button>
    </form>
  );
}
