import { valibotResolver } from '@hookform/resolvers/valibot';
import { STORAGE_KEYS } from '@shop/domain';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { useSession, useSessionStore } from '@shop/session';
import { Button, Input, useToast } from '@shop/ui-kit';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { redirectAfterLogin } from '@shop/storefront-domain';
import { showFormError } from './form-errors';
import { NewPasswordFields } from './new-password-fields';
import { registerSchema, type RegisterInputValues, type RegisterValues } from './schemas';

const t = ru.storefront;

const FIELDS = ['email', 'password', 'passwordConfirmation', 'firstName', 'lastName', 'phone', 'companyTitle'] as const;

function readAgreement(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.userAgreement) === 'true';
  } catch {
    return false;
  }
}

function rememberAgreement(accepted: boolean): void {
  try {
    if (accepted) window.localStorage.setItem(STORAGE_KEYS.userAgreement, 'true');
    else window.localStorage.removeItem(STORAGE_KEYS.userAgreement);
  } catch {
    // Storage blocked: the consent is simply asked again next time.
  }
}

/** Customer registration with consent to the user agreement (remembered under `user_agreement`). */
export function RegisterPage() {
  const session = useSessionStore();
  const busy = useSession((state) => state.loading.register);
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInputValues, unknown, RegisterValues>({
    resolver: valibotResolver(registerSchema),
    // Every rule at once (the password match is checked even while other fields are wrong).
    criteriaMode: 'all',
    defaultValues: {
      email: '',
      password: '',
      passwordConfirmation: '',
      firstName: '',
      lastName: '',
      phone: '',
      companyTitle: '',
      agreement: false,
    },
  });

  useEffect(() => {
    if (readAgreement()) setValue('agreement', true);
  }, [setValue]);

  const agreement = register('agreement', {
    onChange: (event: { target: HTMLInputElement }) => rememberAgreement(event.target.checked),
  });

  const onSubmit = handleSubmit(async ({ passwordConfirmation: _confirmation, agreement: _agreement, ...values }) => {
    try {
      await session.register(values);
    } catch (error) {
      showFormError<RegisterInputValues>(error, {
        setError,
        toastError: toast.error,
        byCode: { [ErrorCode.EmailExists]: 'email' },
        fields: FIELDS,
      });
      return;
    }
    await navigate(redirectAfterLogin(params.get('redirect')), { replace: true });
  });

  return (
    <form className="sf-form" noValidate onSubmit={onSubmit}>
      <h1 className="sf-form__title">{t.register.title}</h1>
      <p className="sf-form__lead">{t.register.lead}</p>
      <Input
        label={t.fields.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...register('email')}
        error={errors.email?.message}
      />
      <NewPasswordFields
        register={register}
        errors={errors}
        names={{ password: 'password', confirmation: 'passwordConfirmation' }}
        wording="account"
      />
      <div className="sf-form__row">
        <Input
          label={t.fields.firstName}
          autoComplete="given-name"
          {...register('firstName')}
          error={errors.firstName?.message}
        />
        <Input
          label={t.fields.lastName}
          autoComplete="family-name"
          {...register('lastName')}
          error={errors.lastName?.message}
        />
      </div>
      <Input
        label={t.fields.phone}
        type="tel"
        autoComplete="tel"
        {...register('phone')}
        error={errors.phone?.message}
      />
      <Input
        label={t.fields.companyTitle}
        autoComplete="organization"
        {...register('companyTitle')}
        error={errors.companyTitle?.message}
      />
      <div className="sf-check">
        <label className="sf-check__label">
          <input
            type="checkbox"
            className="sf-check__box"
            aria-invalid={errors.agreement ? true : undefined}
            aria-describedby="agreement-error"
            {...agreement}
          />
          <span>
            {t.register.agreementBefore}
            <Link to="/user-agreement" target="_blank">
              {t.register.agreementLink}
            </Link>
            {ru.storefrontContent.register.consentMiddle}
            <Link to="/user-agreement#personal-data" target="_blank">
              {ru.storefrontContent.register.consentLink}
            </Link>
          </span>
        </label>
        {errors.agreement && (
          <p id="agreement-error" className="ui-field__error">
            {errors.agreement.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting || busy}>
        {t.register.submit}
      </Button>
      <p className="sf-form__footer">
        {t.register.haveAccount} <Link to="/auth/login">{t.register.toLogin}</Link>
      </p>
    </form>
  );
}
