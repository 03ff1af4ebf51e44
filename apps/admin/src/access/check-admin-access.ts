import type { SessionStore } from '@shop/session';

/** Outcome of the admin access check. */
export type AdminAccess = 'admin' | 'signed-out' | 'not-admin';

/** What the admin guard needs from the session; injected so the rule is testable without a network. */
export interface AdminAccessDeps {
  /** True when a session exists, restoring it from the refresh cookie when there is one. */
  restoreSession: () => Promise<boolean>;
  /** `GET /api/v1/auth/permission/can`: true only for a successful answer. */
  checkAdmin: () => Promise<boolean>;
}

/**
 * The guard's view of the shared session store: when signed out, the start-up restore of SPEC 4 (`token/need-update`,
 * which reads the httpOnly refresh cookie, then a refresh only when it says so), so a visitor without a session makes
 * no refresh call; then the server's admin check. The restore is the one `session.start()` runs, shared while it runs.
 */
export function adminAccessOf(session: SessionStore): AdminAccessDeps {
  return {
    restoreSession: async () => {
      if (session.getState().isLoggedIn) return true;
      await session.restoreOnClient();
      return session.getState().isLoggedIn;
    },
    checkAdmin: () => session.checkAdmin(),
  };
}

/**
 * The admin rule of SPEC 2 and 6: a valid session (restored by a refresh when there is none) and a
 * successful permission check. A failure to restore (including a thrown error) means signed out.
 */
export async function checkAdminAccess(deps: AdminAccessDeps): Promise<AdminAccess> {
  let signedIn: boolean;
  try {
    signedIn = await deps.restoreSession();
  } catch {
    signedIn = false;
  }
  if (!signedIn) return 'signed-out';
  try {
    return (await deps.checkAdmin()) ? 'admin' : 'not-admin';
  } catch {
    return 'not-admin';
  }
}
