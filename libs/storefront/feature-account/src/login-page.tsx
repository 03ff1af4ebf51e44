import { valibotResolver } from '@hookform/resolvers/valibot';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { useSession, useSessionStore } from '@shop/session';
import { Button, Input, useToast } from '@shop/ui-kit';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { redirectAfterLogin } from '@shop/storefront-domain';
import { showFormError } from './form-errors';
import { loginSchema, type LoginValues } from './schemas';

const t = ru.storefront;

/** Sign-in form; afterwards the visitor goes through /redirect back to the page that asked for the login. */
export function LoginPage() {
  const session = useSessionStore();
  const busy = useSession((state) => state.loading.login);
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = params.get('redirect');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: valibotResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await session.login(values);
    } catch (error) {
      showFormError<LoginValues>(error, {
        setError,
        toastError: toast.error,
        byCode: { [ErrorCode.InvalidCredentials]: 'password' },
        fields: ['email', 'password'],
      });
      return;
    }
    await navigate(redirectAfterLogin(back), { replace: true });
  });

  return (
    <form className="sf-form" noValidate onSubmit={onSubmit}>
      <h1 className="sf-form__title">{t.login.title}</h1>
      <Input
        label={t.fields.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...register('email')}
        error={errors.email?.message}
      />
      <Input
        label={t.fields.password}
        type="password"
        autoComplete="current-password"
        required
        {...register('password')}
        error={errors.password?.message}
      />
      <p className="sf-form__aside">
        <Link to="/auth/recovery">{t.login.forgot}</Link>
      </p>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting || busy}>
        {t.login.submit}
      </Button>
      <p className="sf-form__footer">
        {t.login.noAccount}{' '}
        <Link to={back ? `/auth/register?redirect=${encodeURIComponent(back)}` : '/auth/register'}>
          {t.login.toRegister}
        </Link>
      </p>
    </form>
  );
}
