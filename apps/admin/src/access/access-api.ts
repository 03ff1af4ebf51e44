import { HTTP_TIMEOUT_MS } from '@shop/domain';
import type { AdminAccessDeps } from './check-admin-access';
import { getAccessToken, setAccessToken } from './access-token';

function accessTokenOf(body: unknown): string | null {
  const token = (body as { payload?: { jwt?: { accessToken?: unknown } } } | null)?.payload?.jwt?.accessToken;
  return typeof token === 'string' && token !== '' ? token : null;
}

/**
 * The guard's calls to the API on `apiPublicUrl`, with credentials so the API's httpOnly refresh cookie travels.
 * TODO(#3): switch to the shared api-client's auth calls once identity defines them in the contract.
 */
export function createAccessApi(apiPublicUrl: string, fetchImpl: typeof fetch = fetch): AdminAccessDeps {
  return {
    getAccessToken,
    async refreshSession() {
      const response = await fetchImpl(`${apiPublicUrl}/api/v1/auth/token/refresh`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        // SPEC 5: empty values in the refresh payload are sent as null; the cookie carries the token.
        body: JSON.stringify({ refreshToken: null }),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const token = accessTokenOf(await response.json().catch(() => null));
      setAccessToken(token);
      return token;
    },
    async checkPermission(accessToken) {
      const response = await fetchImpl(`${apiPublicUrl}/api/v1/auth/permission/can`, {
        credentials: 'include',
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      return response.ok;
    },
  };
}
