import { createApiClient } from '@shop/api-client';
import type { AdminAccessDeps } from './check-admin-access';
import { getAccessToken, setAccessToken } from './access-token';

/**
 * The guard's calls to the API on `apiPublicUrl` through the shared client (credentials included, so the
 * API's httpOnly refresh cookie travels; 30 s timeout).
 * TODO(#3): the shared session lib takes over the refresh (rotation, cross-tab events) with identity.
 */
export function createAccessApi(apiPublicUrl: string, fetchImpl?: typeof fetch): AdminAccessDeps {
  const anonymous = createApiClient({ baseUrl: apiPublicUrl, fetch: fetchImpl });
  return {
    getAccessToken,
    async refreshSession() {
      // SPEC 5: empty values in the refresh payload are sent as null; the cookie carries the token.
      const { data, response } = await anonymous.POST('/api/v1/auth/token/refresh', { body: { refreshToken: null } });
      const token = response.ok ? (data?.payload?.jwt?.accessToken ?? null) : null;
      setAccessToken(token || null);
      return token || null;
    },
    async checkPermission(accessToken) {
      const withToken = createApiClient({ baseUrl: apiPublicUrl, fetch: fetchImpl, getAccessToken: () => accessToken });
      const { response } = await withToken.GET('/api/v1/auth/permission/can');
      return response.ok;
    },
  };
}
