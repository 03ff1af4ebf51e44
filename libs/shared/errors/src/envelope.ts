/** One field-level problem of a request that failed validation. */
export interface ErrorDetail {
  field: string;
  message: string;
}

/** Body of every API error reply (HTTP 400-599): the catalogue code, a Russian message, optional per-field details. */
export interface ErrorEnvelope {
  error: number;
  message: string;
  details?: ErrorDetail[];
}

function isErrorDetail(x: unknown): x is ErrorDetail {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as Record<string, unknown>)['field'] === 'string' &&
    typeof (x as Record<string, unknown>)['message'] === 'string'
  );
}

/** True when `x` has the shape of an `ErrorEnvelope` (a numeric `error`, a string `message`, well-formed `details` if any). */
export function isErrorEnvelope(x: unknown): x is ErrorEnvelope {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const { error, message, details } = x as Record<string, unknown>;
  if (typeof error !== 'number' || !Number.isFinite(error)) return false;
  if (typeof message !== 'string') return false;
  return details === undefined || (Array.isArray(details) && details.every(isErrorDetail));
}
