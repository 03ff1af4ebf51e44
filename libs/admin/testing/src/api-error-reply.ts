import type { ErrorReply } from '@shop/api-contract';
import { ApiError } from '@shop/api-client';

/**
 * The client's error for an API error reply (the contract's envelope) with a catalogue code, its HTTP
 * status (409 unless given) and any field details; the message is 'code {code}'.
 */
export function apiError(code: number, status = 409, details: NonNullable<ErrorReply['details']> = []): ApiError {
  const reply: ErrorReply = { error: code, message: `code ${code}`, details };
  return ApiError.fromReply(status, reply);
}
