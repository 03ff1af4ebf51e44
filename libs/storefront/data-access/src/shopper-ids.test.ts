import { ApiError } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { createSessionStore } from '@shop/session';
import { testUser } from '@shop/session/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  forgetShopperIds,
  onSignInChange,
  readAnonymousUserIdCookie,
  readCartIdCookie,
  recoverUnknownShopperIds,
} from './shopper-ids';

const unknownIds = () =>
  new ApiError({
    status: 422,
    code: ErrorCode.UserIdentificationNotPossible,
    message: 'Не удалось определить пользователя',
  });

describe('forgetShopperIds', () => {
  it('expires both the anonymous id and the cart id cookies, and nothing else', () => {
    document.cookie = 'anonymous_user_id=a1; Path=/';
    document.cookie = 'cart_id=c1; Path=/';
    document.cookie = 'color_mode=dark; Path=/';
    expect([readAnonymousUserIdCookie(), readCartIdCookie()]).toEqual(['a1', 'c1']);
    forgetShopperIds();
    expect([readAnonymousUserIdCookie(), readCartIdCookie()]).toEqual([null, null]);
    expect(document.cookie).toContain('color_mode=dark');
  });
});

describe('recoverUnknownShopperIds', () => {
  it('on 422 forgets the ids, then answers with the recovery', async () => {
    const forget = vi.fn();
    await expect(
      recoverUnknownShopperIds(
        () => Promise.reject(unknownIds()),
        forget,
        () => 'again',
      ),
    ).resolves.toBe('again');
    expect(forget).toHaveBeenCalledOnce();
  });

  it('passes any other failure on untouched', async () => {
    const forget = vi.fn();
    const other = new ApiError({
      status: 409,
      code: ErrorCode.ProductCannotBePurchased,
      message: 'Товар нельзя купить',
    });
    await expect(
      recoverUnknownShopperIds(
        () => Promise.reject(other),
        forget,
        () => 'again',
      ),
    ).rejects.toBe(other);
    expect(forget).not.toHaveBeenCalled();
  });
});

describe('onSignInChange', () => {
  it('tells of a sign-in and a sign-out, not of a token refresh', () => {
    const session = createSessionStore({ api: () => ({}) as never, storage: null });
    const listener = vi.fn();
    const stop = onSignInChange(session, listener);
    session.setSnapshot({ accessToken: 'access-1', user: testUser() });
    session.setSnapshot({ accessToken: 'access-2', user: testUser() });
    session.setSnapshot({ accessToken: null });
    expect(listener.mock.calls).toEqual([[true], [false]]);
    stop();
    session.setSnapshot({ accessToken: 'access-3' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
