import { ApiError, createApiClient } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import type { User } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, fakeTabs, json, jwt, testUser, type Handler } from './testing';
import { SessionError, createSessionStore, type SessionStoreOptions } from './session-store';

const USER = testUser({ lastName: 'Петров' });

/** The JSON body of the first request to `route`. */
function sentBody(api: ReturnType<typeof fakeApi>, route: string): unknown {
  return JSON.parse(api.calls(route)[0]?.body ?? 'null');
}

let clock = 1_000_000;

function setup(routes: Record<string, Handler | Handler[]>, overrides: Partial<SessionStoreOptions> = {}) {
  const api = fakeApi(routes);
  const tabs = fakeTabs();
  const reload = vi.fn();
  const session = createSessionStore({
    api: () => client,
    now: () => clock,
    storage: tabs.storage,
    subscribeStorage: tabs.subscribeStorage,
    reload,
    ...overrides,
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: api.fetch,
    getAccessToken: session.getAccessToken,
    onUnauthorized: session.onUnauthorized,
  });
  return { session, api, tabs, reload };
}

const userReply = (user: User = USER) => json(200, { payload: { customerUser: user } });
const SIGNED_IN = { accessToken: 'access-0', user: USER };

beforeEach(() => {
  clock = 1_000_000;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('login and registration', () => {
  it('login sets both tokens, marks the session updated, loads the user and tells other tabs', async () => {
    const { session, api, tabs } = setup({
      'POST /api/v1/auth/login': jwt(1),
      'GET /api/v1/user/current': userReply(),
    });
    expect(session.getState()).toMatchObject({ isLoggedIn: false, isSuccess: false, accessToken: null });

    await session.login({ email: 'ivan@example.ru', password: 'secret-pass' });

    expect(session.getState()).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      isSuccess: true,
      isLoggedIn: true,
      user: USER,
      userFetchedAt: clock,
    });
    expect(sentBody(api, 'POST /api/v1/auth/login')).toEqual({ email: 'ivan@example.ru', password: 'secret-pass' });
    expect(api.calls('GET /api/v1/user/current')[0]?.auth).toBe('Bearer access-1');
    expect(tabs.items.get('login-event')).toBe(String(clock));
  });

  it('sends empty login fields as null (SPEC 5)', async () => {
    const { session, api } = setup({ 'POST /api/v1/auth/login': fail(401, ErrorCode.InvalidCredentials) });
    await expect(session.login({ email: '', password: '' })).rejects.toBeInstanceOf(ApiError);
    expect(sentBody(api, 'POST /api/v1/auth/login')).toEqual({ email: null, password: null });
  });

  it('a rejected login throws the API error (code 23) and leaves the visitor signed out', async () => {
    const { session, tabs } = setup({ 'POST /api/v1/auth/login': fail(401, ErrorCode.InvalidCredentials) });
    await expect(session.login({ email: 'ivan@example.ru', password: 'wrong-pass' })).rejects.toMatchObject({
      code: ErrorCode.InvalidCredentials,
      status: 401,
    });
    expect(session.getState()).toMatchObject({ isLoggedIn: false, accessToken: null, loading: { login: false } });
    expect(tabs.items.has('login-event')).toBe(false);
  });

  it.each([
    ['no refresh token', { accessToken: 'a' }],
    ['no access token', { refreshToken: 'r' }],
    ['empty tokens', { accessToken: '', refreshToken: '' }],
  ])('login fails when the reply has %s (SPEC 5)', async (_, tokens) => {
    const { session, api } = setup({ 'POST /api/v1/auth/login': json(200, { payload: { jwt: tokens } }) });
    const error = await session.login({ email: 'ivan@example.ru', password: 'secret-pass' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionError);
    expect(error).toMatchObject({ reason: 'missing-tokens' });
    expect(session.getState()).toMatchObject({ isLoggedIn: false, accessToken: null });
    expect(api.calls('GET /api/v1/user/current')).toHaveLength(0);
  });

  it('registration fails when the reply lacks a token, and succeeds like login otherwise', async () => {
    const bad = setup({ 'POST /api/v1/auth/register/customer': json(200, { payload: { jwt: { accessToken: 'a' } } }) });
    await expect(bad.session.register({ email: 'new@example.ru', password: 'secret-pass' })).rejects.toBeInstanceOf(
      SessionError,
    );

    const good = setup({ 'POST /api/v1/auth/register/customer': jwt(2), 'GET /api/v1/user/current': userReply() });
    await good.session.register({ email: 'new@example.ru', password: 'secret-pass', firstName: 'Иван', phone: '' });
    expect(good.session.getState()).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      isSuccess: true,
      user: USER,
    });
    expect(sentBody(good.api, 'POST /api/v1/auth/register/customer')).toEqual({
      email: 'new@example.ru',
      password: 'secret-pass',
      firstName: 'Иван',
      phone: null,
    });
    expect(good.tabs.items.get('login-event')).toBeDefined();
  });

  it('a second login while one is loading is ignored: one request, both callers get its result', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const { session, api } = setup({
      'POST /api/v1/auth/login': async () => {
        await gate;
        return jwt(1)();
      },
      'GET /api/v1/user/current': userReply(),
    });
    const first = session.login({ email: 'ivan@example.ru', password: 'secret-pass' });
    const second = session.login({ email: 'other@example.ru', password: 'other-pass' });
    expect(session.getState().loading.login).toBe(true);
    answer();
    await Promise.all([first, second]);
    expect(api.calls('POST /api/v1/auth/login')).toHaveLength(1);
    expect(session.getState().loading.login).toBe(false);
  });
});

describe('refresh', () => {
  it('sets both tokens and marks the session updated; the cookie carries the refresh token (no body)', async () => {
    const { session, api } = setup({
      'POST /api/v1/auth/token/refresh': jwt(3),
      'GET /api/v1/user/current': userReply(),
    });
    await expect(session.refresh()).resolves.toBe(true);
    expect(session.getState()).toMatchObject({
      accessToken: 'access-3',
      refreshToken: 'refresh-3',
      isSuccess: true,
      isLoggedIn: true,
    });
    expect(api.calls('POST /api/v1/auth/token/refresh')[0]?.body).toBe('');
    await vi.waitFor(() => expect(session.getState().user).toEqual(USER));
  });

  it('can send the known refresh token in the body when configured', async () => {
    const { session, api } = setup(
      { 'POST /api/v1/auth/token/refresh': jwt(4), 'GET /api/v1/user/current': userReply() },
      { refreshTokenInBody: true, initial: { accessToken: 'access-0', refreshToken: 'refresh-0', user: USER } },
    );
    await session.refresh();
    expect(sentBody(api, 'POST /api/v1/auth/token/refresh')).toEqual({ refreshToken: 'refresh-0' });
  });

  it('a failed refresh clears the success flag and the admin flag', async () => {
    const { session } = setup(
      { 'POST /api/v1/auth/token/refresh': fail(401, ErrorCode.InvalidCredentials) },
      { initial: { ...SIGNED_IN, isAdmin: true } },
    );
    expect(session.getState()).toMatchObject({ isSuccess: true, isAdmin: true, isLoggedIn: true });
    await expect(session.refresh()).resolves.toBe(false);
    expect(session.getState()).toMatchObject({ isSuccess: false, isAdmin: false, isLoggedIn: false });
    expect(session.getAccessToken()).toBeNull();
  });

  it('concurrent refreshes share one request', async () => {
    const { session, api } = setup({
      'POST /api/v1/auth/token/refresh': jwt(5),
      'GET /api/v1/user/current': userReply(),
    });
    const results = await Promise.all([session.refresh(), session.refresh(), session.onUnauthorized()]);
    expect(results).toEqual([true, true, true]);
    expect(api.calls('POST /api/v1/auth/token/refresh')).toHaveLength(1);
  });

  it('fetches the user only when it is not known yet (once per successful session)', async () => {
    const { session, api } = setup(
      { 'POST /api/v1/auth/token/refresh': [jwt(6), jwt(7)], 'GET /api/v1/user/current': userReply() },
      { initial: SIGNED_IN },
    );
    await session.refresh();
    await session.refresh();
    expect(api.calls('GET /api/v1/user/current')).toHaveLength(0);
    expect(session.getState().accessToken).toBe('access-7');
  });
});

describe('API client integration (SPEC 7)', () => {
  it('a 401 refreshes the session once and retries with the new token', async () => {
    const { session, api } = setup(
      {
        'GET /api/v1/user/current': (request) =>
          request.headers.get('authorization') === 'Bearer access-8'
            ? userReply()()
            : fail(401, ErrorCode.NoPermission)(),
        'POST /api/v1/auth/token/refresh': jwt(8),
      },
      { initial: { accessToken: 'expired' } },
    );
    await expect(session.loadUser()).resolves.toEqual(USER);
    expect(api.calls('GET /api/v1/user/current').map((c) => c.auth)).toEqual(['Bearer expired', 'Bearer access-8']);
    expect(api.calls('POST /api/v1/auth/token/refresh')).toHaveLength(1);
  });

  it('getAccessToken gives the token of a valid session only', () => {
    expect(setup({}).session.getAccessToken()).toBeNull();
    expect(setup({}, { initial: SIGNED_IN }).session.getAccessToken()).toBe('access-0');
  });
});

describe('logout', () => {
  it('clears all auth state, calls the API with the token and tells other tabs', async () => {
    const { session, api, tabs } = setup(
      { 'POST /api/v1/auth/logout': json(204, null) },
      { initial: { ...SIGNED_IN, isAdmin: true } },
    );
    await session.logout();
    expect(api.calls('POST /api/v1/auth/logout')[0]?.auth).toBe('Bearer access-0');
    expect(session.getState()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      isSuccess: false,
      isAdmin: false,
      user: null,
      isLoggedIn: false,
    });
    expect(tabs.items.get('logout-event')).toBe(String(clock));
  });

  it('still ends the local session when the API call fails', async () => {
    const { session } = setup({ 'POST /api/v1/auth/logout': fail(500, ErrorCode.Unknown) }, { initial: SIGNED_IN });
    await session.logout();
    expect(session.getState().isLoggedIn).toBe(false);
  });

  it('does nothing unless the session is valid', async () => {
    const { session, api, tabs } = setup({ 'POST /api/v1/auth/logout': json(204, null) });
    await session.logout();
    expect(api.seen).toHaveLength(0);
    expect(tabs.items.has('logout-event')).toBe(false);
  });
});

describe('user info', () => {
  it('a silent refresh is throttled to once per 60 s unless forced', async () => {
    const { session, api } = setup(
      { 'GET /api/v1/user/current': userReply() },
      { initial: { accessToken: 'access-0' } },
    );
    await session.loadUser();
    clock += 59_999;
    await session.loadUser();
    expect(api.calls('GET /api/v1/user/current')).toHaveLength(1);
    await session.loadUser({ force: true });
    expect(api.calls('GET /api/v1/user/current')).toHaveLength(2);
    clock += 60_000;
    await session.loadUser();
    expect(api.calls('GET /api/v1/user/current')).toHaveLength(3);
  });

  it('a user given by the server counts as just fetched', async () => {
    const { session, api } = setup({ 'GET /api/v1/user/current': userReply() }, { initial: SIGNED_IN });
    await session.loadUser();
    expect(api.calls('GET /api/v1/user/current')).toHaveLength(0);
  });

  it('is not fetched without a session', async () => {
    const { session, api } = setup({ 'GET /api/v1/user/current': userReply() });
    await expect(session.loadUser({ force: true })).resolves.toBeNull();
    expect(api.seen).toHaveLength(0);
  });

  it('reloads the page about 50 ms after isCustomerGroupAssigned changes', async () => {
    vi.useFakeTimers();
    const { session, reload } = setup(
      { 'GET /api/v1/user/current': [userReply(), userReply({ ...USER, isCustomerGroupAssigned: true })] },
      { initial: SIGNED_IN },
    );
    await session.loadUser({ force: true });
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
    await session.loadUser({ force: true });
    vi.advanceTimersByTime(49);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload for other changes of the user, and reloads when the server's snapshot brings the group", async () => {
    vi.useFakeTimers();
    const { session, reload } = setup(
      { 'GET /api/v1/user/current': userReply({ ...USER, latestIntegratorRequestStatus: 'pending' }) },
      { initial: SIGNED_IN },
    );
    await session.loadUser({ force: true });
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
    session.setSnapshot({
      accessToken: 'access-0',
      user: { ...USER, isCustomerGroupAssigned: true, latestIntegratorRequestStatus: 'confirmed' },
    });
    vi.advanceTimersByTime(50);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a concurrent load is ignored while one is loading', async () => {
    const { session, api } = setup(
      { 'GET /api/v1/user/current': userReply() },
      { initial: { accessToken: 'access-0' } },
    );
    await Promise.all([session.loadUser({ force: true }), session.loadUser({ force: true })]);
    expect(api.calls('GET /api/v1/user/current')).toHaveLength(1);
  });
});

describe('derived flags', () => {
  it('email confirmation is needed for a logged-in user with an unconfirmed email only', () => {
    expect(setup({}, { initial: SIGNED_IN }).session.getState().isEmailConfirmationNeeded).toBe(true);
    expect(
      setup({}, { initial: { accessToken: 'a', user: { ...USER, emailIsConfirmed: true } } }).session.getState()
        .isEmailConfirmationNeeded,
    ).toBe(false);
    expect(setup({}, { initial: { accessToken: null, user: USER } }).session.getState().isEmailConfirmationNeeded).toBe(
      false,
    );
  });

  it('integrator-request eligibility follows the domain rule', () => {
    const eligible = (user: User) =>
      setup({}, { initial: { accessToken: 'a', user } }).session.getState().canMakeIntegratorRequest;
    expect(eligible(USER)).toBe(true);
    expect(eligible({ ...USER, role: 'root' })).toBe(false);
    expect(eligible({ ...USER, isCustomerGroupAssigned: true })).toBe(false);
    for (const status of ['rejected', 'pending', 'self-denial'] as const) {
      expect(eligible({ ...USER, latestIntegratorRequestStatus: status })).toBe(false);
    }
    expect(eligible({ ...USER, latestIntegratorRequestStatus: 'confirmed' })).toBe(true);
  });

  it('notifies subscribers on change and stops after unsubscribe', async () => {
    const { session } = setup({ 'POST /api/v1/auth/logout': json(204, null) }, { initial: SIGNED_IN });
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.setSnapshot({ accessToken: 'access-9' });
    expect(listener).toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ accessToken: 'access-9', user: USER });
    unsubscribe();
    listener.mockClear();
    session.setSnapshot({ accessToken: null });
    expect(listener).not.toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ isLoggedIn: false, user: null });
  });
});

describe('admin check', () => {
  it('a successful permission/can means admin', async () => {
    const { session, api } = setup({ 'GET /api/v1/auth/permission/can': json(204, null) }, { initial: SIGNED_IN });
    await expect(session.checkAdmin()).resolves.toBe(true);
    expect(session.getState().isAdmin).toBe(true);
    expect(api.calls('GET /api/v1/auth/permission/can')[0]?.auth).toBe('Bearer access-0');
  });

  it('a 403 (code 5) means not admin, after the one refresh-and-retry of SPEC 7', async () => {
    const { session, api } = setup(
      {
        'GET /api/v1/auth/permission/can': fail(403, ErrorCode.NoPermission),
        'POST /api/v1/auth/token/refresh': jwt(1),
      },
      { initial: SIGNED_IN },
    );
    await expect(session.checkAdmin()).resolves.toBe(false);
    expect(session.getState().isAdmin).toBe(false);
    expect(api.calls('GET /api/v1/auth/permission/can')).toHaveLength(2);
  });

  it('without a session it is false and asks nothing', async () => {
    const { session, api } = setup({ 'GET /api/v1/auth/permission/can': json(204, null) });
    await expect(session.checkAdmin()).resolves.toBe(false);
    expect(api.seen).toHaveLength(0);
  });
});

describe('client start-up', () => {
  it('refreshes when token/need-update says so', async () => {
    const { session, api } = setup({
      'GET /api/v1/auth/token/need-update': json(200, { payload: { need: true } }),
      'POST /api/v1/auth/token/refresh': jwt(1),
      'GET /api/v1/user/current': userReply(),
    });
    await session.restoreOnClient();
    expect(api.calls('POST /api/v1/auth/token/refresh')).toHaveLength(1);
    expect(session.getState()).toMatchObject({ isLoggedIn: true, refreshAttempts: 0 });
  });

  it('does not refresh when not needed, nor when already signed in', async () => {
    const guest = setup({ 'GET /api/v1/auth/token/need-update': json(200, { payload: { need: false } }) });
    await guest.session.restoreOnClient();
    expect(guest.api.calls('POST /api/v1/auth/token/refresh')).toHaveLength(0);

    const signedIn = setup({}, { initial: SIGNED_IN });
    await signedIn.session.restoreOnClient();
    expect(signedIn.api.seen).toHaveLength(0);
  });

  it('after a failed attempt the counter increases and no retry is made', async () => {
    const { session, api } = setup({
      'GET /api/v1/auth/token/need-update': json(200, { payload: { need: true } }),
      'POST /api/v1/auth/token/refresh': fail(401, ErrorCode.InvalidCredentials),
    });
    await session.restoreOnClient();
    expect(session.getState()).toMatchObject({ refreshAttempts: 1, isLoggedIn: false });
    await session.restoreOnClient();
    expect(api.calls('GET /api/v1/auth/token/need-update')).toHaveLength(1);
    expect(api.calls('POST /api/v1/auth/token/refresh')).toHaveLength(1);
  });

  it('an unreachable need-update check leaves the visitor a guest', async () => {
    const { session } = setup({ 'GET /api/v1/auth/token/need-update': fail(500, ErrorCode.Unknown) });
    await session.restoreOnClient();
    expect(session.getState()).toMatchObject({ isLoggedIn: false, refreshAttempts: 0 });
  });
});

describe('cross-tab events', () => {
  it('start clears the event keys; another tab logging in reloads this one after 3 s, logging out at once', () => {
    vi.useFakeTimers();
    const { session, tabs, reload } = setup({
      'GET /api/v1/auth/token/need-update': json(200, { payload: { need: false } }),
    });
    tabs.items.set('login-event', '1');
    tabs.items.set('logout-event', '2');
    const stop = session.start();
    expect(tabs.items.has('login-event')).toBe(false);
    expect(tabs.items.has('logout-event')).toBe(false);

    tabs.otherTabSets('login-event', '123');
    vi.advanceTimersByTime(2999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);

    tabs.otherTabSets('logout-event', '124');
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
    expect(tabs.listenerCount()).toBe(0);
  });

  it('ignores keys being cleared (another tab starting) and unrelated keys', () => {
    vi.useFakeTimers();
    const { session, tabs, reload } = setup({
      'GET /api/v1/auth/token/need-update': json(200, { payload: { need: false } }),
    });
    session.start();
    tabs.otherTabSets('login-event', null);
    tabs.otherTabSets('logout-event', null);
    tabs.otherTabSets('cart-updated-event', '1');
    vi.advanceTimersByTime(10_000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stopping cancels a pending login reload', () => {
    vi.useFakeTimers();
    const { session, tabs, reload } = setup({
      'GET /api/v1/auth/token/need-update': json(200, { payload: { need: false } }),
    });
    const stop = session.start();
    tabs.otherTabSets('login-event', '1');
    stop();
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('works without storage (blocked or on a server)', async () => {
    const { session } = setup(
      { 'POST /api/v1/auth/login': jwt(1), 'GET /api/v1/user/current': userReply() },
      { storage: null },
    );
    await session.login({ email: 'ivan@example.ru', password: 'secret-pass' });
    expect(session.getState().isLoggedIn).toBe(true);
  });
});
