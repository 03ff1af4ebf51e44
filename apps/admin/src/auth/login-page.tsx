import { valibotResolver } from '@hookform/resolvers/valibot';
import { isApiError } from '@shop/api-client';
import { ErrorCode, errorCatalogue } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { useSessionStore } from '@shop/session';
import { Button, Input } from '@shop/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useAdminConfig } from '../admin-config';
import { adminAccessKeys, redirectTarget } from '../access/admin-guard';
import { usePageTitle } from '../pages/use-page-title';
import { loginFormSchema, type LoginFormValues } from './login-form-schema';
import './login-page.css';

const t = ru.admin.auth;

/** Russian text of a failed sign-in: wrong credentials, too many attempts (the API says when to retry), or a generic failure. */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === ErrorCode.InvalidCredentials) return errorCatalogue[ErrorCode.InvalidCredentials].message;
    // 429 carries its own Russian text with the wait time ('Слишком много попыток. Повторите через N с.').
    if (error.status === 429 && error.message) return error.message;
  }
  return t.loginFailed;
}

/** /admin/auth/login: the admin signs in; an account without admin rights is told so and not let in. */
export function LoginPage() {
  usePageTitle(t.loginTitle);
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { brandName, storefrontPublicUrl } = useAdminConfig();
  const [problem, setProblem] = useState<{ text: string; notAdmin: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({ defaultValues: { email: '', password: '' }, resolver: valibotResolver(loginFormSchema) });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await session.login(values);
    } catch (error) {
      setProblem({ text: loginErrorMessage(error), notAdmin: false });
      return;
    }
    if (!(await session.checkAdmin())) {
      // Do not leave a session the admin cannot use: the account signs out here and now.
      await session.logout();
      setProblem({ text: t.notAdmin, notAdmin: true });
      return;
    }
    queryClient.setQueryData(adminAccessKeys.check(), 'admin');
    await navigate(redirectTarget(searchParams), { replace: true });
  });

  return (
    <main className="admin-login">
      <div className="admin-login__card">
        <p className="admin-login__brand">
          <span>{brandName}</span>
          <span className="admin-login__badge">{ru.admin.title}</span>
        </p>
        <h1 className="admin-login__title">{t.loginTitle}</h1>
        <p className="admin-login__intro">{t.loginIntro}</p>
        {problem && (
          <div className="admin-login__problem" role="alert">
            <p>{problem.text}</p>
            {problem.notAdmin && <a href={storefrontPublicUrl}>{t.toStorefront}</a>}
          </div>
        )}
        <form className="admin-login__form" noValidate onSubmit={(event) => void submit(event)}>
          <Input label={t.email} type="email" autoComplete="username" required error={errors.email?.message} {...register('email')} />
          <Input
            label={t.password}
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
            {t.submit}
          </Button>
        </form>
      </div>
    </main>
  );
}
