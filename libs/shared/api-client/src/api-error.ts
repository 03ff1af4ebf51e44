/** What went wrong: the server answered 400-599, the request timed out, or the network failed. */
export type ApiErrorKind = 'http' | 'timeout' | 'network';

/** One field-level problem of a request that failed validation. */
export interface ApiErrorDetail {
  field: string;
  message: string;
}

/** Code 0 of the error catalogue: used when the server gave no code of its own. */
const UNKNOWN_CODE = 0;

/**
 * A failed call. `code` is the envelope's `error` field (a catalogue number 0-32; any other
 * value is passed through so the UI can show 'Возникла ошибка: {code}'); `status` is the HTTP
 * status, 0 for timeouts and network failures. The client never toasts or redirects: the UI decides.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number | string;
  readonly details: ApiErrorDetail[];
  readonly kind: ApiErrorKind;

  constructor(init: {
    status: number;
    code: number | string;
    message: string;
    details?: ApiErrorDetail[];
    kind?: ApiErrorKind;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.kind = init.kind ?? 'http';
  }

  /** Builds the error of an HTTP reply from its status and parsed body (envelope or anything else). */
  static fromReply(status: number, body: unknown): ApiError {
    if (isObject(body) && 'error' in body && (typeof body.error === 'number' || typeof body.error === 'string')) {
      return new ApiError({
        status,
        code: body.error,
        message: typeof body.message === 'string' ? body.message : `HTTP ${status}`,
        details: Array.isArray(body.details) ? body.details.filter(isDetail) : [],
      });
    }
    return new ApiError({ status, code: UNKNOWN_CODE, message: `HTTP ${status}` });
  }
}

/** True for an `ApiError` (also across bundles, where `instanceof` may fail). */
export function isApiError(x: unknown): x is ApiError {
  return x instanceof ApiError || (isObject(x) && x.name === 'ApiError' && 'code' in x && 'status' in x);
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

function isDetail(x: unknown): x is ApiErrorDetail {
  return isObject(x) && typeof x.field === 'string' && typeof x.message === 'string';
}

/** True when the failure is the API's answer with this catalogue code. */
export function hasErrorCode(error: unknown, code: number): boolean {
  return isApiError(error) && error.kind === 'http' && error.code === code;
}
