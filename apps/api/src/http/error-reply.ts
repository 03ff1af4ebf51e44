import {
  AppError,
  ErrorCode,
  isAppError,
  isRouterError,
  routerRefusal,
  toCatalogueReply,
  type ErrorDetail,
  type ErrorReply,
} from '@shop/errors';
import { fill, ru } from '@shop/i18n-ru';
import { pgErrorToAppError } from '../db/pg-errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { TooManyRequestsError } from './too-many-requests';
import { NON_BLANK_PATTERN, NUL_KEYWORD, UNIQUE_BY_KEYWORD } from './validation';

const words = ru.apiRequests;

/** Message of a request that failed contract validation (code 12, with per-field `details`). */
export const VALIDATION_MESSAGE = words.validation;
/** Detail of required text that is empty after trimming (the contract's `pattern: '\S'`). */
export const BLANK_TEXT_MESSAGE = words.field.blank;
/** Message of a contract operation whose handler does not exist yet (HTTP 501). */
export const NOT_IMPLEMENTED_MESSAGE = words.notImplemented;
/** Message of a request to an address the API does not serve (code 6, HTTP 404). */
export const ROUTE_NOT_FOUND_MESSAGE = words.routeNotFound;
/** What a client is told to wait when the database is away (seconds, the `Retry-After` of the 503). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Thrown by every contract operation that has no handler yet; answered with HTTP 501 and code 0. */
export class NotImplementedError extends Error {
  override readonly name = 'NotImplementedError';
  constructor(readonly operationId: string) {
    super(`Operation ${operationId} is not implemented`);
  }
}

/** Errors Fastify and its plugins throw for a bad request carry an HTTP status and an `FST_*` code. */
interface HttpLikeError {
  statusCode?: unknown;
  code?: unknown;
  validation?: unknown;
  validationContext?: unknown;
}

const requestProblems: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: words.body.tooLarge },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: words.body.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: words.body.emptyJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: words.body.mediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: words.body.contentLength },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: words.body.fileTooLarge },
  FST_FILES_LIMIT: { status: 413, message: words.body.tooManyFiles },
  FST_PARTS_LIMIT: { status: 413, message: words.body.tooManyParts },
  FST_FIELDS_LIMIT: { status: 413, message: words.body.tooManyFields },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: words.body.multipartExpected },
  FST_PROTO_VIOLATION: { status: 400, message: words.body.badFieldName },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: words.body.fieldNotJson },
};

/**
 * Maps any thrown value to the reply the client sees; exported so logs classify alike.
 * Pure: the same input always gives the same reply, and only `AppError` and request problems reach the
 * client with their own words; everything else is code 0 / HTTP 500 with the generic message.
 */
export function toErrorReply(err: unknown): ErrorReply {
  if (err instanceof NotImplementedError) {
    return { status: 501, level: 'warn', body: { error: ErrorCode.Unknown, message: NOT_IMPLEMENTED_MESSAGE } };
  }
  if (isAppError(err)) return toCatalogueReply(err);
  if (err instanceof TooManyRequestsError) {
    // Decided for issue #3: the catalogue has no "too many requests" code, so code 0 with its own words.
    return {
      status: 429,
      level: 'warn',
      body: { error: ErrorCode.Unknown, message: fill(words.tooManyAttempts, { seconds: err.retryAfterSeconds }) },
    };
  }

  const dbError = pgErrorToAppError(err);
  if (dbError !== undefined) return toCatalogueReply(dbError);
  if (isDatabaseUnavailable(err)) {
    // No catalogue code says "try later" (as for 429): code 0, its own words, 503 and Retry-After (error-handling).
    return {
      status: 503,
      level: 'warn',
      body: {
        error: ErrorCode.Unknown,
        message: fill(words.serviceUnavailable, { seconds: DATABASE_RETRY_AFTER_SECONDS }),
      },
    };
  }

  if (err instanceof Error) {
    const e = err as Error & HttpLikeError;
    if (Array.isArray(e.validation)) {
      const context = typeof e.validationContext === 'string' ? e.validationContext : 'body';
      return toCatalogueReply(
        new AppError(ErrorCode.CheckViolation, {
          message: VALIDATION_MESSAGE,
          details: validationDetails(e.validation as AjvLikeError[], context),
        }),
      );
    }
    if (isRouterError(e.code)) {
      // The router's own refusals (Fastify's frameworkErrors send them here), worded as the storefront's.
      const { status, body } = routerRefusal(e.code);
      return { status, level: 'info', body };
    }
    const known = typeof e.code === 'string' ? requestProblems[e.code] : undefined;
    if (known !== undefined) {
      return { status: known.status, level: 'info', body: { error: ErrorCode.CheckViolation, message: known.message } };
    }
    const status = typeof e.statusCode === 'number' ? e.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) return clientErrorReply(status);
  }
  return toCatalogueReply(err);
}

function clientErrorReply(status: number): ErrorReply {
  if (status === 404)
    return toCatalogueReply(new AppError(ErrorCode.RecordNotFound, { message: ROUTE_NOT_FOUND_MESSAGE }));
  if (status === 401 || status === 403) {
    const spec = toCatalogueReply(new AppError(ErrorCode.NoPermission));
    return { ...spec, status };
  }
  return { status, level: 'info', body: { error: ErrorCode.CheckViolation, message: words.badRequest } };
}

/** The parts of an Ajv error this module reads. */
interface AjvLikeError {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

const typeNames: Readonly<Record<string, string>> = words.types;

function validationDetails(errors: readonly AjvLikeError[], context: string): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const detail = { field: fieldOf(error, context), message: messageOf(error) };
    // oneOf/anyOf report one error per branch; the first one per field is the useful one.
    if (seen.has(detail.field)) continue;
    seen.add(detail.field);
    details.push(detail);
  }
  return details;
}

function fieldOf(error: AjvLikeError, context: string): string {
  const segments = (error.instancePath ?? '')
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = error.params?.['missingProperty'] ?? error.params?.['additionalProperty'];
  if (typeof extra === 'string') segments.push(extra);
  const path = segments.join('.');
  const prefix = context === 'body' ? '' : `${context === 'querystring' ? 'query' : context}.`;
  return path === '' ? context : prefix + path;
}

function messageOf(error: AjvLikeError): string {
  const p = error.params ?? {};
  const limit = { limit: String(p['limit']) };
  const field = words.field;
  switch (error.keyword) {
    case 'required':
      return field.required;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return field.unknown;
    case 'type': {
      const types = Array.isArray(p['type']) ? p['type'] : [p['type']];
      return fill(field.typeIs, {
        types: types.map((t) => typeNames[String(t)] ?? String(t)).join(field.typeSeparator),
      });
    }
    case 'enum':
      return Array.isArray(p['allowedValues'])
        ? fill(field.allowedValues, { values: p['allowedValues'].map(String).join(', ') })
        : field.notAllowed;
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minItems':
    case 'maxItems':
      return fill(field[error.keyword], limit);
    case 'uniqueItems':
      return field.uniqueItems;
    case UNIQUE_BY_KEYWORD:
      return field.repeated;
    case NUL_KEYWORD:
      return field.nul;
    case 'pattern':
      return p['pattern'] === NON_BLANK_PATTERN ? field.blank : field.format;
    case 'format':
      return field.format;
    default:
      return field.notAllowed;
  }
}
