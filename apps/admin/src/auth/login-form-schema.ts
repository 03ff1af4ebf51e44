import { ru } from '@shop/i18n-ru';
import * as v from 'valibot';

const t = ru.admin.auth;
// Everyday address shape; the API checks the exact format and answers code 23 for unknown accounts anyway.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Values of the sign-in form. */
export interface LoginFormValues {
  email: string;
  password: string;
}

/** The sign-in form's rules, with the Russian messages shown beside the fields. */
export const loginFormSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(t.emailRequired),
    v.check((value) => EMAIL_PATTERN.test(value), t.emailInvalid),
  ),
  // Not trimmed: spaces may be part of a password.
  password: v.pipe(v.string(), v.nonEmpty(t.passwordRequired)),
});

/** Each field's first problem, by field name. */
export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

/** Checks the form's values against {@link loginFormSchema}: the values to send (email trimmed), or each field's first problem. */
export function checkLoginForm(
  values: LoginFormValues,
): { ok: true; values: LoginFormValues } | { ok: false; errors: LoginFormErrors } {
  const result = v.safeParse(loginFormSchema, values);
  if (result.success) return { ok: true, values: result.output };
  const errors: LoginFormErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath<typeof loginFormSchema>(issue);
    if ((field === 'email' || field === 'password') && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
