import { ErrorCode, errorCatalogue, getErrorSpec, type ErrorSpec } from './catalogue';
import type { ErrorDetail, ErrorEnvelope } from './envelope';

/** Options of an `AppError`: a message replacing the catalogue's, per-field details, the underlying cause. */
export interface AppErrorOptions {
  message?: string;
  details?: ErrorDetail[];
  cause?: unknown;
}

/** A failure with a catalogue code; services throw it and the API turns it into an `ErrorEnvelope` with the code's HTTP status. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const spec = errorCatalogue[code];
    super(options.message ?? spec.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = spec.status;
    this.details = options.details;
  }

  /** The catalogue row of this error's code. */
  get spec(): ErrorSpec {
    return errorCatalogue[this.code];
  }
}

/** True when `x` is an `AppError` (also across duplicated module instances, by shape). */
export function isAppError(x: unknown): x is AppError {
  if (x instanceof AppError) return true;
  return x instanceof Error && x.name === 'AppError' && typeof (x as { code?: unknown }).code === 'number';
}

/** What the API answers for a thrown value: HTTP status, envelope, and the level to log it at. */
export interface ErrorReply {
  status: number;
  body: ErrorEnvelope;
  level: ErrorSpec['level'];
}

/**
 * The catalogue's reply to a thrown value: an `AppError` by its code; anything else code 0 / HTTP 500 with
 * the generic message, so internals never leak. The API's `toErrorReply` builds on it for the errors of
 * Fastify, Ajv and the database.
 */
export function toCatalogueReply(err: unknown): ErrorReply {
  if (!isAppError(err)) {
    const spec = errorCatalogue[ErrorCode.Unknown];
    return { status: spec.status, level: spec.level, body: { error: spec.code, message: spec.message } };
  }
  const spec = getErrorSpec(err.code);
  const body: ErrorEnvelope = { error: spec.code, message: err.message || spec.message };
  if (err.details !== undefined && err.details.length > 0) body.details = err.details.map((d) => ({ ...d }));
  return { status: spec.status, level: spec.level, body };
}
