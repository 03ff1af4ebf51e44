import { ru } from '@shop/i18n-ru';
import { emailField } from '@shop/storefront-domain';
import * as v from 'valibot';

const t = ru.storefront.validation;

/** Phone as the contract accepts it: digits, spaces, brackets, dashes and a leading plus, 7 to 20 characters. */
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

const newPassword = v.pipe(
  v.string(),
  v.nonEmpty(t.required),
  v.minLength(8, t.passwordMin),
  v.maxLength(128, t.passwordMax),
);
const optionalText = (max: number, message: string) => v.pipe(v.string(), v.trim(), v.maxLength(max, message));
const optionalPhone = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => value === '' || PHONE.test(value), t.phone),
);

/** Login form. */
export const loginSchema = v.object({
  email: emailField,
  password: v.pipe(v.string(), v.nonEmpty(t.required), v.maxLength(128, t.passwordMax)),
});

/** Registration form (consent to the user agreement is required). */
export const registerSchema = v.pipe(
  v.object({
    email: emailField,
    password: newPassword,
    passwordConfirmation: v.pipe(v.string(), v.nonEmpty(t.required)),
    firstName: optionalText(100, t.nameMax),
    lastName: optionalText(100, t.nameMax),
    phone: optionalPhone,
    companyTitle: optionalText(300, t.companyMax),
    agreement: v.pipe(
      v.boolean(),
      v.check((accepted) => accepted, t.agreement),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      t.passwordsDiffer,
    ),
    ['passwordConfirmation'],
  ),
);

/** Start of password recovery. */
export const recoverySchema = v.object({ email: emailField });

/** New password from a recovery link. */
export const newPasswordSchema = v.pipe(
  v.object({ password: newPassword, passwordConfirmation: v.pipe(v.string(), v.nonEmpty(t.required)) }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      t.passwordsDiffer,
    ),
    ['passwordConfirmation'],
  ),
);

/** Password change in the account. */
export const changePasswordSchema = v.pipe(
  v.object({
    oldPassword: v.pipe(v.string(), v.nonEmpty(t.required), v.maxLength(128, t.passwordMax)),
    newPassword,
    newPasswordConfirmation: v.pipe(v.string(), v.nonEmpty(t.required)),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordConfirmation']],
      (input) => input.newPassword === input.newPasswordConfirmation,
      t.passwordsDiffer,
    ),
    ['newPasswordConfirmation'],
  ),
);

/** File types and size the API accepts as requisites. */
const REQUISITES_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'];
const REQUISITES_MAX_BYTES = 10 * 1024 * 1024;

/** Profile update: every field optional (only non-empty ones are sent), plus an optional requisites file. */
export const contactSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || v.is(emailField, value), t.email),
  ),
  // Sent only with another e-mail; the API says when it is missing or wrong.
  currentPassword: v.pipe(v.string(), v.maxLength(128, t.passwordMax)),
  phone: optionalPhone,
  firstName: optionalText(100, t.nameMax),
  middleName: optionalText(100, t.nameMax),
  lastName: optionalText(100, t.nameMax),
  companyTitle: optionalText(300, t.companyMax),
  position: optionalText(200, t.positionMax),
  requisitesFile: v.pipe(
    v.custom<FileList | undefined | null>(() => true),
    v.check((files) => !files?.[0] || files[0].size <= REQUISITES_MAX_BYTES, t.fileTooLarge),
    v.check(
      (files) => !files?.[0] || REQUISITES_EXTENSIONS.includes(files[0].name.split('.').pop()?.toLowerCase() ?? ''),
      t.fileType,
    ),
  ),
});

/** Values of each form as typed (input) and as validated (output). */
export type LoginValues = v.InferOutput<typeof loginSchema>;
export type RegisterInputValues = v.InferInput<typeof registerSchema>;
export type RegisterValues = v.InferOutput<typeof registerSchema>;
export type ContactInputValues = v.InferInput<typeof contactSchema>;
export type ContactValues = v.InferOutput<typeof contactSchema>;
