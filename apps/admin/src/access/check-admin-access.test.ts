import type { SessionStore } from '@shop/session';
import { describe, expect, it, vi } from 'vitest';
import { adminAccessOf, checkAdminAccess, type AdminAccessDeps } from './check-admin-access';

function deps(overrides: Partial<AdminAccessDeps>): AdminAccessDeps {
  return {
    restoreSession: vi.fn(async () => true),
    checkAdmin: vi.fn(async () => true),
    ...overrides,
  };
}

describe('checkAdminAccess', () => {
  it('lets an admin in: a session and a successful permission check', async () => {
    const d = deps({});
    await expect(checkAdminAccess(d)).resolves.toBe('admin');
    expect(d.checkAdmin).toHaveBeenCalledOnce();
  });

  it('reports signed-out, without a permission check, when no session can be restored', async () => {
    const d = deps({ restoreSession: vi.fn(async () => false) });
    await expect(checkAdminAccess(d)).resolves.toBe('signed-out');
    expect(d.checkAdmin).not.toHaveBeenCalled();
  });

  it('counts a failed restore (network down) as signed out', async () => {
    await expect(
      checkAdminAccess(deps({ restoreSession: () => Promise.reject(new TypeError('Failed to fetch')) })),
    ).resolves.toBe('signed-out');
  });

  it('reports not-admin for a session whose permission check fails or throws', async () => {
    await expect(checkAdminAccess(deps({ checkAdmin: async () => false }))).resolves.toBe('not-admin');
    await expect(checkAdminAccess(deps({ checkAdmin: () => Promise.reject(new Error('timeout')) }))).resolves.toBe(
      'not-admin',
    );
  });
});

describe('adminAccessOf', () => {
  /** A session store whose start-up restore signs in (`restores`) or finds no session to restore. */
  function store(isLoggedIn: boolean, restores: boolean) {
    let state = { isLoggedIn };
    const session = {
      getState: () => state,
      refresh: vi.fn(async () => true),
      restoreOnClient: vi.fn(async () => {
        if (restores) state = { isLoggedIn: true };
      }),
      checkAdmin: vi.fn(async () => true),
    };
    return session as unknown as SessionStore & { [K in 'refresh' | 'restoreOnClient']: ReturnType<typeof vi.fn> };
  }

  it('uses a valid session as it is, without asking the API', async () => {
    const session = store(true, false);
    await expect(adminAccessOf(session).restoreSession()).resolves.toBe(true);
    expect(session.restoreOnClient).not.toHaveBeenCalled();
    expect(session.refresh).not.toHaveBeenCalled();
  });

  it('restores a missing session through the start-up restore (need-update, then a refresh only when needed)', async () => {
    const restored = store(false, true);
    await expect(adminAccessOf(restored).restoreSession()).resolves.toBe(true);
    expect(restored.restoreOnClient).toHaveBeenCalledOnce();
  });

  it('never refreshes by itself: a visitor without a session makes no refresh call', async () => {
    const anonymous = store(false, false);
    await expect(adminAccessOf(anonymous).restoreSession()).resolves.toBe(false);
    expect(anonymous.refresh).not.toHaveBeenCalled();
  });
});
