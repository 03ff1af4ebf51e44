import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls `/api/v1/admin{url}` with an administrator's `headers` and expects it to succeed (a status below 300, the body
 * in the failure message). Resolves with the reply's payload, undefined for 204 No Content.
 */
export async function adminCall(
  app: FastifyInstance,
  headers: Record<string, string>,
  method: AdminMethod,
  url: string,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.statusCode === 204 ? undefined : res.json().payload;
}
