import { describe, expect, it, vi } from 'vitest';
import { checkAdminAccess, type AdminAccessDeps } from './check-admin-access';

function deps(overrides: Partial<AdminAccessDeps>): AdminAccessDeps {
  return {
    getAccessToken: () => null,
    refreshSession: vi.fn(async () => null),
    checkPermission: vi.fn(async () => true),
    ...overrides,
  };
}

describe('checkAdminAccess', () => {
  it('asks the API with the current token and no refresh when a token exists', async () => {
    const d = deps({ getAccessToken: () => 'access-1' });
    await expect(checkAdminAccess(d)).resolves.toBe(true);
    expect(d.refreshSession).not.toHaveBeenCalled();
    expect(d.checkPermission).toHaveBeenCalledWith('access-1');
  });

  it('restores the session by a refresh when there is no token, then checks with the new token', async () => {
    const d = deps({ refreshSession: vi.fn(async () => 'fresh') });
    await expect(checkAdminAccess(d)).resolves.toBe(true);
    expect(d.checkPermission).toHaveBeenCalledWith('fresh');
  });

  it('denies without asking for permission when there is no session (today, before #3)', async () => {
    const d = deps({});
    await expect(checkAdminAccess(d)).resolves.toBe(false);
    expect(d.refreshSession).toHaveBeenCalledOnce();
    expect(d.checkPermission).not.toHaveBeenCalled();
  });

  it('denies when the permission check fails', async () => {
    await expect(checkAdminAccess(deps({ getAccessToken: () => 't', checkPermission: async () => false }))).resolves.toBe(false);
  });

  it('denies when a call throws (network down, timeout)', async () => {
    await expect(
      checkAdminAccess(deps({ refreshSession: () => Promise.reject(new TypeError('Failed to fetch')) })),
    ).resolves.toBe(false);
    await expect(
      checkAdminAccess(deps({ getAccessToken: () => 't', checkPermission: () => Promise.reject(new Error('timeout')) })),
    ).resolves.toBe(false);
  });
});
