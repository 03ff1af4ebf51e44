/** The header that carries one request's id from nginx through the storefront to the API, so their logs line up. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Long enough not to collide by chance, short and plain enough to log as it is (nginx's $request_id, UUIDs).
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** The caller's id when it is a plain token of 8 to 128 characters, else a new one from `create`. */
export function requestIdOf(given: unknown, create: () => string): string {
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : create();
}
