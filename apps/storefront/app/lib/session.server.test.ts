import { describe, expect, it } from 'vitest';
import { requireGuest, requireUser } from './session.server';

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('guards (no session yet: everyone is a guest)', () => {
  it('auth guard redirects to the login page with the way back', async () => {
    const response = await thrown(requireUser(new Request('http://shop.test/account/order/list?page=2')));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get('location')).toBe('/auth/login?redirect=%2Faccount%2Forder%2Flist%3Fpage%3D2');
  });

  it('guest guard lets a guest through', async () => {
    await expect(requireGuest(new Request('http://shop.test/auth/login'))).resolves.toBeUndefined();
  });
});
