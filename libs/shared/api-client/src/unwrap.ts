import { ApiError } from './api-error';

/** The shape every openapi-fetch call resolves to. */
export interface CallResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * Returns a call's `data` (undefined for 204 replies) or throws its `ApiError`.
 * @example const { payload } = unwrap(await api.GET('/api/v1/cart'));
 */
export function unwrap<Data>(result: CallResult<Data>): Data {
  if (!result.response.ok || result.error !== undefined) {
    throw ApiError.fromReply(result.response.status, result.error);
  }
  return result.data as Data;
}
