import { DEFAULT_ROLE } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import * as v from 'valibot';
import type { AdminUser, CreateUserBody, UpdateUserBody } from './users-api';

const m = ru.admin.users.form;

/** Whether the form creates a user (password required) or updates one (empty password keeps it). */
export type UserFormMode = 'create' | 'update';

/** What the user form holds: text inputs are strings ('' = empty), choices and flags are typed. */
export interface UserFormValues {
  email: string;
  password: string;
  lastName: string;
  firstName: string;
  middleName: string;
  phone: string;
  companyTitle: string;
  position: string;
  gender: '' | 'male' | 'female';
  role: AdminUser['role'];
  isActive: boolean;
  emailIsConfirmed: boolean;
}

/** The contract's field limits (openapi/api.yaml, AdminUserCreateRequest). */
export const USER_FIELD_LIMITS = {
  email: 254,
  password: { min: 8, max: 128 },
  name: 100,
  companyTitle: 300,
  position: 200,
} as const;
const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;
// The contract's `format: email` is checked by the API (ajv-formats); this is the same everyday shape.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const tooLong = (max: number) => m.tooLong.replace('{max}', String(max));

const optionalText = (max: number) =>
  v.pipe(
    v.string(),
    v.check((value) => value.trim().length <= max, tooLong(max)),
  );

/** The valibot schema of the user form, with Russian messages for each field. */
export function userFormSchema(mode: UserFormMode) {
  const { min, max } = USER_FIELD_LIMITS.password;
  return v.object({
    email: v.pipe(
      v.string(),
      v.check((value) => value.trim() !== '', m.emailRequired),
      v.check((value) => value.trim() === '' || EMAIL_PATTERN.test(value.trim()), m.emailInvalid),
      v.check((value) => value.trim().length <= USER_FIELD_LIMITS.email, tooLong(USER_FIELD_LIMITS.email)),
    ),
    password: v.pipe(
      v.string(),
      v.check((value) => mode === 'update' || value !== '', m.passwordRequired),
      v.check((value) => value === '' || value.length >= min, m.passwordTooShort),
      v.check((value) => value.length <= max, m.passwordTooLong),
    ),
    lastName: optionalText(USER_FIELD_LIMITS.name),
    firstName: optionalText(USER_FIELD_LIMITS.name),
    middleName: optionalText(USER_FIELD_LIMITS.name),
    phone: v.pipe(
      v.string(),
      v.check((value) => value.trim() === '' || PHONE_PATTERN.test(value.trim()), m.phoneInvalid),
    ),
    companyTitle: optionalText(USER_FIELD_LIMITS.companyTitle),
    position: optionalText(USER_FIELD_LIMITS.position),
    gender: v.picklist(['', 'male', 'female']),
    role: v.picklist(['root', 'customer', 'guest']),
    isActive: v.boolean(),
    emailIsConfirmed: v.boolean(),
  });
}

/** SPEC 5: an empty text is sent as null (trimmed first, so spaces alone count as empty). */
function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The fields create and update share, with empty values as null. */
function commonFields(values: UserFormValues) {
  return {
    email: textOrNull(values.email),
    // Passwords are sent as typed: spaces may be part of one.
    password: values.password === '' ? null : values.password,
    role: values.role,
    // Flags are real values, not "empty": false must reach the API to deactivate a user.
    isActive: values.isActive,
    emailIsConfirmed: values.emailIsConfirmed,
    lastName: textOrNull(values.lastName),
    firstName: textOrNull(values.firstName),
    middleName: textOrNull(values.middleName),
    gender: values.gender === '' ? null : values.gender,
    phone: textOrNull(values.phone),
    companyTitle: textOrNull(values.companyTitle),
    position: textOrNull(values.position),
  };
}

/** The `createUser` body of the form's values. */
export function toCreateUserBody(values: UserFormValues): CreateUserBody {
  return commonFields(values);
}

/**
 * The `updateUser` body of the form's values. Every field is sent: an emptied optional one (names,
 * phone, company, position, gender) as null, which clears it; an empty password as null, which keeps it.
 */
export function toUpdateUserBody(userId: string, values: UserFormValues): UpdateUserBody {
  return { id: userId, ...commonFields(values) };
}

/** The form's starting values: a new customer, or the user being edited (password always empty). */
export function userFormDefaults(user?: AdminUser): UserFormValues {
  return {
    email: user?.email ?? '',
    password: '',
    lastName: user?.lastName ?? '',
    firstName: user?.firstName ?? '',
    middleName: user?.middleName ?? '',
    phone: user?.phone ?? '',
    companyTitle: user?.companyTitle ?? '',
    position: user?.position ?? '',
    gender: user?.gender ?? '',
    role: user?.role ?? DEFAULT_ROLE,
    isActive: user?.isActive ?? true,
    emailIsConfirmed: user?.emailIsConfirmed ?? false,
  };
}
