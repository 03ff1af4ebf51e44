/** What the admin guard needs from the session and the API; injected so the rule is testable without a network. */
export interface AdminAccessDeps {
  /** The in-memory access token, or null. */
  getAccessToken: () => string | null;
  /** Restores the session from the refresh cookie; resolves to the new access token, or null when that fails. */
  refreshSession: () => Promise<string | null>;
  /** `GET /api/v1/auth/permission/can` with the token: true only for a successful answer. */
  checkPermission: (accessToken: string) => Promise<boolean>;
}

/**
 * The admin rule of SPEC 2 and 6: a valid session (restored by a refresh when there is no token)
 * and a successful permission check. Any failure, including a thrown error, means no access.
 */
export async function checkAdminAccess(deps: AdminAccessDeps): Promise<boolean> {
  try {
    const token = deps.getAccessToken() ?? (await deps.refreshSession());
    if (!token) return false;
    return await deps.checkPermission(token);
  } catch {
    return false;
  }
}
