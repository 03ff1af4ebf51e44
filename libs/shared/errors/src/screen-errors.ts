import { errorCatalogue, isErrorCode, type ErrorCode } from './catalogue';
import type { ErrorDetail } from './envelope';
import { errorToastMessage } from './toast-message';

/**
 * What a screen reads of a failed API call. `@shop/api-client`'s `ApiError` has this shape; it is
 * recognised by shape (its name 'ApiError', a code and a status) so this lib need not import the client.
 */
export interface FailedCall {
  name: 'ApiError';
  /** 'http' when the server answered; 'timeout' or 'network' when it did not (then `code` is 0). */
  kind: string;
  status: number;
  code: number | string;
  message: string;
  details: readonly ErrorDetail[];
}

/** True for a failed API call (an `ApiError`, also across bundles). */
export function isFailedCall(x: unknown): x is FailedCall {
  return (
    typeof x === 'object' && x !== null && (x as { name?: unknown }).name === 'ApiError' && 'code' in x && 'status' in x
  );
}

/** How a screen words its error toasts; both apps use {@link toastText} with a policy of their own. */
export interface ToastPolicy {
  /** Codes whose message tells the user what to do: the toast shows it instead of SPEC 8's 'Возникла ошибка'. */
  explained?: readonly number[];
  /** For the explained codes, the server's own wording (the catalogue's when it sent none) rather than the catalogue's. */
  serverWording?: boolean;
  /** Name a timeout or network failure ('Возникла ошибка: timeout'); default true. The storefront says only 'Возникла ошибка'. */
  nameTransport?: boolean;
  /** A rate-limit refusal (HTTP 429) shows the server's message, which says how long to wait. */
  showWaitTime?: boolean;
}

/**
 * The toast text of any failed call: SPEC 8's texts (7 'Папка должна быть пустой', 17 'Файл не может
 * быть удален…', 'Возникла ошибка' otherwise), the explained codes' own message, and a transport
 * failure named by its kind unless the policy says not to. Anything that is not a failed call: 'Возникла ошибка'.
 */
export function toastText(error: unknown, policy: ToastPolicy = {}): string {
  if (!isFailedCall(error)) return errorToastMessage(undefined);
  if (error.kind !== 'http') return errorToastMessage(policy.nameTransport === false ? error.code : error.kind);
  if (policy.showWaitTime && error.status === 429 && error.message !== '') return error.message;
  if (typeof error.code === 'number' && isErrorCode(error.code) && policy.explained?.includes(error.code)) {
    const ownWording = policy.serverWording && error.message !== '' && !error.message.startsWith('HTTP ');
    return ownWording ? error.message : errorCatalogue[error.code].message;
  }
  return errorToastMessage(error.code);
}

/** A message to show beside one form field. */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
}

/** Which API failures belong beside which fields of one form. */
export interface FieldMapping<Field extends string = string> {
  /** The form's fields; validation details naming another field are left out. Omitted: any field. */
  fields?: readonly Field[];
  /** Codes that always belong to one field (28 → email, 8 → slug), shown with the catalogue's message. */
  codeFields?: Partial<Record<number, Field>>;
  /** Only details below this path count, named without it ('seller.' turns 'seller.inn' into 'inn'). */
  prefix?: string;
}

/**
 * The one field-error mapper of both apps: a code tied to a field goes beside it with the catalogue's
 * message; otherwise each detail of the reply (code 12's validation details, or the field a refusal names, such as a wrong 'currentPassword') goes
 * beside the field it names, the path read as the API writes it ('seller.inn'), as a JSON pointer ('/seller/inn') or under 'body.'.
 * Empty when nothing belongs beside a field.
 */
export function fieldProblems<Field extends string = string>(
  error: unknown,
  mapping: FieldMapping<Field> = {},
): FieldProblem<Field>[] {
  if (!isFailedCall(error) || error.kind !== 'http') return [];
  const codeField =
    typeof error.code === 'number' && isErrorCode(error.code) ? mapping.codeFields?.[error.code] : undefined;
  if (codeField !== undefined) return [{ field: codeField, message: errorCatalogue[error.code as ErrorCode].message }];
  const prefix = mapping.prefix ?? '';
  const known = mapping.fields === undefined ? undefined : new Set<string>(mapping.fields);
  return error.details.flatMap((detail) => {
    const path = detail.field
      .replace(/^\//, '')
      .replaceAll('/', '.')
      .replace(/^body\./, '');
    if (!path.startsWith(prefix)) return [];
    const field = path.slice(prefix.length);
    return known === undefined || known.has(field) ? [{ field: field as Field, message: detail.message }] : [];
  });
}

/** How a form reacts to a failed save: messages beside fields, or one toast. */
export type SaveProblem<Field extends string = string> =
  { kind: 'fields'; problems: FieldProblem<Field>[] } | { kind: 'toast'; message: string };

/** A failed save: its {@link fieldProblems} when there are any, else the {@link toastText} under `policy`. */
export function saveProblem<Field extends string>(
  error: unknown,
  mapping: FieldMapping<Field>,
  policy?: ToastPolicy,
): SaveProblem<Field> {
  const problems = fieldProblems(error, mapping);
  return problems.length > 0 ? { kind: 'fields', problems } : { kind: 'toast', message: toastText(error, policy) };
}
