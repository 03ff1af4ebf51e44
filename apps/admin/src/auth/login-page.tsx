import { isApiError } from '@shop/api-client';
import { ErrorCode, errorCatalogue } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { useSessionStore } from '@shop/session';
import { Button, Input } from '@shop/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAdminConfig } from '../admin-config';
import { adminAccessKeys, redirectTarget } from '../access/admin-guard';
import { usePageTitle } from '../pages/use-page-title';
import { loadChunk } from '../routes/load-chunk';
import type { LoginFormErrors, LoginFormValues } from './login-form-schema';
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

/**
 * The form's rules (valibot) come in a chunk of their own, asked for when the visitor first focuses the form: the
 * sign-in screen is the entry chunk every visit loads, and the rules are only needed once something is typed.
 */
const loadFormRules = () => loadChunk(() => import('./login-form-schema'));

/** The sign-in form's current values. */
function formValues(form: HTMLFormElement): LoginFormValues {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
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
  // A plain form checked by the valibot schema rather than react-hook-form: this screen is the entry chunk every
  // visit loads, and the form library would be a tenth of it. The feature pages' forms, in their own chunks, use it.
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [checked, setChecked] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const signIn = async (values: LoginFormValues) => {
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
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const form = event.currentTarget;
    const { checkLoginForm } = await loadFormRules();
    const result = checkLoginForm(formValues(form));
    setChecked(true);
    if (!result.ok) {
      setErrors(result.errors);
      const firstInvalid = (['email', 'password'] as const).find((field) => result.errors[field] !== undefined);
      if (firstInvalid) form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await signIn(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  // After the first attempt the messages follow the typing, so a fixed field stops being marked at once.
  const recheck = async (event: FormEvent<HTMLFormElement>) => {
    if (!checked) return;
    const values = formValues(event.currentTarget);
    const { checkLoginForm } = await loadFormRules();
    const result = checkLoginForm(values);
    setErrors(result.ok ? {} : result.errors);
  };

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
        <form
          className="admin-login__form"
          noValidate
          onSubmit={(event) => void submit(event)}
          onChange={(event) => void recheck(event)}
          onFocus={() => void loadFormRules()}
        >
          <Input label={t.email} name="email" type="email" autoComplete="username" required error={errors.email} />
          <Input
            label={t.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
            {t.submit}
          </Button>
        </form>
      </div>
    </main>
  );
}
