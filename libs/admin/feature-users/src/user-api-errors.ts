import { isApiError, toastMessageOf } from '@shop/api-client';
import { ErrorCode, errorCatalogue } from '@shop/errors';
import type { UserFormValues } from './user-form-schema';

/** A problem to show beside one form field. */
export interface FieldProblem {
  field: keyof UserFormValues;
  message: string;
}

/** How the user form reacts to a failed save: messages beside fields, or one toast. */
export type UserSaveProblem = { kind: 'fields'; problems: FieldProblem[] } | { kind: 'toast'; message: string };

const formFields: ReadonlySet<string> = new Set<keyof UserFormValues>([
  'email', 'password', 'lastName', 'firstName', 'middleName', 'phone', 'companyTitle', 'position', 'gender', 'role', 'isActive', 'emailIsConfirmed',
]);

function isFormField(field: string): field is keyof UserFormValues {
  return formFields.has(field);
}

/**
 * Maps an error of a user save: 28 (email exists) goes to the email field, a validation failure
 * (12 with details) to the fields it names; anything else becomes a toast by the SPEC 8 rules.
 */
export function toUserSaveProblem(error: unknown): UserSaveProblem {
  if (!isApiError(error)) return { kind: 'toast', message: toastMessageOf(error) };
  if (error.code === ErrorCode.EmailExists) {
    return { kind: 'fields', problems: [{ field: 'email', message: errorCatalogue[ErrorCode.EmailExists].message }] };
  }
  if (error.code === ErrorCode.CheckViolation) {
    // Details name body fields, maybe as a JSON pointer ('/phone') or a dotted path ('body.phone').
    const problems = error.details.flatMap((detail) => {
      const field = detail.field.split(/[./]/).filter(Boolean).pop() ?? '';
      return isFormField(field) ? [{ field, message: detail.message }] : [];
    });
    if (problems.length > 0) return { kind: 'fields', problems };
  }
  return { kind: 'toast', message: toastMessageOf(error) };
}
