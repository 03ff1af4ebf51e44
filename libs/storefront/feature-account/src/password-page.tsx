import { valibotResolver } from '@hookform/resolvers/valibot';
import { unwrap } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { toNullPayload, useSessionStore } from '@shop/session';
import { Button, Input, useToast } from '@shop/ui-kit';
import { useForm } from 'react-hook-form';
import { useApi } from '@shop/storefront-data-access';
import { AccountSubpageHeader } from './account-page';
import { showFormError } from './form-errors';
import { NewPasswordFields } from './new-password-fields';
import { changePasswordSchema } from './schemas';

const t = ru.storefront;

type Values = { oldPassword: string; newPassword: string; newPasswordConfirmation: string };
const EMPTY: Values = { oldPassword: '', newPassword: '', newPasswordConfirmation: '' };

/** Password change: the current password (code 19 when wrong) and the new one twice (code 24 when they differ). */
export function PasswordPage() {
  const api = useApi();
  const session = useSessionStore();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(changePasswordSchema), criteriaMode: 'all', defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = unwrap(await api.PATCH('/api/v1/user/current/update/password', { body: toNullPayload(values) }));
      session.setSnapshot({ accessToken: session.getState().accessToken, user: reply.payload.customerUser });
      reset(EMPTY);
      toast.success(t.account.passwordSaved);
    } catch (error) {
      showFormError<Values>(error, {
        setError,
        toastError: toast.error,
        byCode: {
          [ErrorCode.InvalidPassword]: 'oldPassword',
          [ErrorCode.UserPasswordMismatch]: 'newPasswordConfirmation',
        },
        fields: ['oldPassword', 'newPassword', 'newPasswordConfirmation'],
      });
    }
  });

  return (
    <section className="sf-container sf-account sf-account--narrow">
      <AccountSubpageHeader title={t.account.passwordTitle} />
      <form className="sf-form" noValidate onSubmit={onSubmit}>
        <Input
          label={t.fields.oldPassword}
          type="password"
          autoComplete="current-password"
          required
          {...register('oldPassword')}
          error={errors.oldPassword?.message}
        />
        <NewPasswordFields
          register={register}
          errors={errors}
          names={{ password: 'newPassword', confirmation: 'newPasswordConfirmation' }}
          wording="new"
        />
        <Button type="submit" size="lg" loading={isSubmitting}>
          {ru.common.save}
        </Button>
      </form>
    </section>
  );
}
