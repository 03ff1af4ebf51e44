/** Thrown when a limit is exceeded; answered 429 with `Retry-After` (see http/error-reply). */
export class TooManyRequestsError extends Error {
  override readonly name = 'TooManyRequestsError';
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limit exceeded; retry after ${retryAfterSeconds} s`);
  }
}
