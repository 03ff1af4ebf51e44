import { isApiError } from '@shop/api-client';
import { ErrorCode, errorCatalogue, errorToastMessage } from '@shop/errors';

/**
 * Codes whose API message is written for the admin and says what to do (a second delete, a record
 * still in use, a cycle in the tree, a non-customer added to a group): the toast shows that message.
 * Every other code follows SPEC 8 (7 and 17 have their own texts, the rest 'Возникла ошибка').
 */
const EXPLAINED_CODES: ReadonlySet<number> = new Set([
  ErrorCode.CategoryAlreadyDeleted,
  ErrorCode.UniqueViolation,
  ErrorCode.RecordNotFound,
  ErrorCode.SeoUrlExists,
  ErrorCode.UserNotCustomer,
  ErrorCode.FileNotImage,
  ErrorCode.ForeignKeyViolation,
  ErrorCode.CheckViolation,
  ErrorCode.UserNotInCustomerGroup,
]);

/** The toast text of any failed call; a transport failure is named by its kind ('timeout', 'network'). */
export function toastMessageOf(error: unknown): string {
  if (!isApiError(error)) return errorToastMessage(undefined);
  if (error.kind !== 'http') return errorToastMessage(error.kind);
  if (typeof error.code === 'number' && EXPLAINED_CODES.has(error.code)) {
    const spec = errorCatalogue[error.code as ErrorCode];
    // The API may answer with its own wording (e.g. 'Категория не может быть вложена в саму себя'); fall back to the catalogue's.
    return error.message && !error.message.startsWith('HTTP ') ? error.message : spec.message;
  }
  return errorToastMessage(error.code);
}

/** A problem to show beside one form field. */
export interface FieldProblem<Field extends string> {
  field: Field;
  message: string;
}

/** How a form reacts to a failed save: messages beside fields, or one toast. */
export type SaveProblem<Field extends string> = { kind: 'fields'; problems: FieldProblem<Field>[] } | { kind: 'toast'; message: string };

/** How one form maps API failures onto its fields. */
export interface SaveErrorMapping<Field extends string> {
  /** The form's fields; validation details naming one of them go beside it. */
  fields: readonly Field[];
  /** Codes that always belong to one field (8 → slug, 4 → title), with the catalogue's message. */
  codeFields?: Partial<Record<number, Field>>;
}

/**
 * Maps an error of a save: a code tied to a field goes beside it, validation details (12 with
 * details, as a JSON pointer '/slug' or a path 'body.slug') beside the fields they name; anything
 * else becomes a toast.
 */
export function toSaveProblem<Field extends string>(error: unknown, mapping: SaveErrorMapping<Field>): SaveProblem<Field> {
  if (!isApiError(error) || error.kind !== 'http') return { kind: 'toast', message: toastMessageOf(error) };
  const codeField = typeof error.code === 'number' ? mapping.codeFields?.[error.code] : undefined;
  if (codeField) {
    return { kind: 'fields', problems: [{ field: codeField, message: errorCatalogue[error.code as ErrorCode].message }] };
  }
  const known = new Set<string>(mapping.fields);
  const problems = error.details.flatMap((detail) => {
    const field = detail.field.split(/[./]/).filter(Boolean).pop() ?? '';
    return known.has(field) ? [{ field: field as Field, message: detail.message }] : [];
  });
  if (problems.length > 0) return { kind: 'fields', problems };
  return { kind: 'toast', message: toastMessageOf(error) };
}
