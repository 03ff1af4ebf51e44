import { testUser } from '@shop/session/testing';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_COOKIE,
  accessTokenCookie,
  answerPersonalProbe,
  cookieSecureFromEnv,
  requireGuest,
  requireUser,
  requestIdContext,
  restoreSession,
  secondsUntilExpiry,
  sessionContext,
  signOut,
  startUpMiddleware,
  type ServerSession,
} from './session.server';
import { catalogueApi } from './catalogue-api.server';
import { attachChangeFeed } from './server-caches.server';
import { TestSource } from '@shop/storefront-render-cache/testing';
import { NEVER_LIVE } from '@shop/storefront-render-cache';

const USER = testUser({ emailIsConfirmed: true });
/** The cart and favorites the fake API's getShopperContext answers with the user. */
const SHOPPER = { cart: null, favoriteIds: ['00000000-0000-4000-8000-0000000000f1'] };

/** A JWT-shaped token whose payload expires in `seconds` (signature irrelevant: the storefront only reads exp). */
function token(name: string, seconds = 900): string {
  const payload = Buffer.from(JSON.stringify({ sub: USER.id, exp: Math.floor(Date.now() / 1000) + seconds })).toString(
    'base64url',
  );
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.${name}`;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A fake API that knows one valid access token and one valid refresh cookie, and records what it was asked. */
function fakeApi(valid: { access: string; refresh: string; next: string }) {
  const calls: { route: string; auth: string | null; cookie: string | null }[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const route = `${request.method} ${new URL(request.url).pathname}`;
    calls.push({ route, auth: request.headers.get('authorization'), cookie: request.headers.get('cookie') });
    if (route === 'GET /api/v1/user/current' || route === 'GET /api/v1/shopper/context') {
      const auth = request.headers.get('authorization');
      if (auth !== `Bearer ${valid.access}` && auth !== `Bearer ${valid.next}`)
        return json(401, { error: 23, message: 'Неверный адрес электронной почты или пароль' });
      return route === 'GET /api/v1/user/current'
        ? json(200, { payload: { customerUser: USER } })
        : json(200, { payload: { customerUser: USER, ...SHOPPER } });
    }
    if (route === 'POST /api/v1/auth/token/refresh') {
      if (request.headers.get('cookie')?.includes(`refresh_token=${valid.refresh}`)) {
        return json(
          200,
          { payload: { jwt: { accessToken: valid.next, refreshToken: 'r2' } } },
          {
            'Set-Cookie': 'refresh_token=r2; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000',
          },
        );
      }
      return json(401, { error: 23, message: 'x' }, { 'Set-Cookie': 'refresh_token=; Path=/; Max-Age=0' });
    }
    return json(404, { error: 6, message: 'Запись не найдена' });
  }) as typeof globalThis.fetch;
  return { fetch, calls, routes: () => calls.map((c) => c.route) };
}

const page = (cookie?: string) => new Request('http://shop.test/account', cookie ? { headers: { cookie } } : {});

describe('cookieSecureFromEnv', () => {
  it('follows COOKIE_SECURE when set, else the public URL’s scheme, as the API does', () => {
    expect(cookieSecureFromEnv(undefined, 'https://shop.example.ru')).toBe(true);
    expect(cookieSecureFromEnv(undefined, 'http://127.0.0.1:3000')).toBe(false);
    expect(cookieSecureFromEnv('false', 'https://shop.example.ru')).toBe(false);
    expect(cookieSecureFromEnv('true', 'http://127.0.0.1:3000')).toBe(true);
  });
});

describe('accessTokenCookie', () => {
  it('is httpOnly and SameSite=Lax for the whole site, and Secure only behind HTTPS', () => {
    expect(accessTokenCookie('t', 899.7, false)).toBe('access_token=t; Path=/; Max-Age=899; HttpOnly; SameSite=Lax');
    expect(accessTokenCookie('t', 900, true)).toBe(
      'access_token=t; Path=/; Max-Age=900; HttpOnly; SameSite=Lax; Secure',
    );
  });
});

describe('the API calls of a server render', () => {
  it('name the shopper’s address the server worked out, so per-IP limits are the shopper’s and not the storefront’s', async () => {
    const seen: (string | null)[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      seen.push((input as Request).headers.get('x-forwarded-for'));
      return json(401, { error: 23, message: 'x' });
    }) as typeof globalThis.fetch;
    const request = new Request('http://shop.test/account', {
      headers: { cookie: 'access_token=a; refresh_token=r', 'x-forwarded-for': '203.0.113.9' },
    });
    await restoreSession(request, fetch);
    expect(seen).toEqual(['203.0.113.9', '203.0.113.9']);
  });

  it('carry the page request’s id, so the API logs them under the id the storefront logged the page with', async () => {
    const seen: (string | null)[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      seen.push((input as Request).headers.get('x-request-id'));
      return json(401, { error: 23, message: 'x' });
    }) as typeof globalThis.fetch;
    const request = new Request('http://shop.test/account', {
      headers: { cookie: 'access_token=a; refresh_token=r', 'x-request-id': '3f2a9c0e5b7d41e6a8c2f0b9d4e7a1c3' },
    });
    await restoreSession(request, fetch);
    expect(seen).toEqual(['3f2a9c0e5b7d41e6a8c2f0b9d4e7a1c3', '3f2a9c0e5b7d41e6a8c2f0b9d4e7a1c3']);

    const context = new RouterContextProvider();
    context.set(requestIdContext, 'page-request-0001');
    await catalogueApi(context, fetch).GET('/api/v1/category/tree');
    expect(seen.at(-1)).toBe('page-request-0001');
  });
});

describe('restoreSession (SSR, once per request)', () => {
  const access = token('a1');
  const next = token('a2');

  it('a valid access_token cookie is used as is: no refresh, the user loaded once', async () => {
    const api = fakeApi({ access, refresh: 'r1', next });
    const session = await restoreSession(page(`${ACCESS_TOKEN_COOKIE}=${access}; refresh_token=r1`), api.fetch);
    expect(session).toEqual({ accessToken: access, user: USER, shopper: SHOPPER, setCookies: [] });
    expect(api.routes()).toEqual(['GET /api/v1/shopper/context']);
  });

  it('a client navigation’s data request loads the user alone: the browser keeps its cart and favorites', async () => {
    const api = fakeApi({ access, refresh: 'r1', next });
    const request = new Request('http://shop.test/account.data', {
      headers: { cookie: `${ACCESS_TOKEN_COOKIE}=${access}` },
    });
    expect(await restoreSession(request, api.fetch)).toEqual({ accessToken: access, user: USER, setCookies: [] });
    expect(api.routes()).toEqual(['GET /api/v1/user/current']);
  });

  it('a cart id the API cannot place (422) loads the user alone, and the root loader reads the rest apart', async () => {
    const api = fakeApi({ access, refresh: 'r1', next });
    const fetch = (async (input: RequestInfo | URL) => {
      const request = input as Request;
      if (new URL(request.url).pathname === '/api/v1/shopper/context') {
        await api.fetch(request);
        return json(422, { error: 25, message: 'Корзина не найдена' });
      }
      return api.fetch(request);
    }) as typeof globalThis.fetch;
    const session = await restoreSession(page(`${ACCESS_TOKEN_COOKIE}=${access}; cart_id=stale`), fetch);
    expect(session).toEqual({ accessToken: access, user: USER, setCookies: [] });
    expect(api.routes()).toEqual(['GET /api/v1/shopper/context', 'GET /api/v1/user/current']);
  });

  it('without an access cookie the refresh cookie is rotated; the API cookie is copied and ours set', async () => {
    const api = fakeApi({ access, refresh: 'r1', next });
    const session = await restoreSession(page('refresh_token=r1; anonymous_user_id=anon-1'), api.fetch);
    expect(session.accessToken).toBe(next);
    expect(session.user).toEqual(USER);
    expect(session.setCookies[0]).toBe('refresh_token=r2; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000');
    expect(session.setCookies[1]).toMatch(
      new RegExp(`^access_token=${next.replace(/\./g, '\\.')}; Path=/; Max-Age=(899|900); HttpOnly; SameSite=Lax$`),
    );
    expect(api.routes()).toEqual(['POST /api/v1/auth/token/refresh', 'GET /api/v1/shopper/context']);
    expect(api.calls[0]?.cookie).toContain('refresh_token=r1');
    expect(api.calls[1]?.auth).toBe(`Bearer ${next}`);
  });

  it('an expired access cookie falls back to one refresh', async () => {
    const api = fakeApi({ access, refresh: 'r1', next });
    const session = await restoreSession(page(`${ACCESS_TOKEN_COOKIE}=stale; refresh_token=r1`), api.fetch);
    expect(session.accessToken).toBe(next);
    expect(api.routes()).toEqual([
      'GET /api/v1/shopper/context',
      'POST /api/v1/auth/token/refresh',
      'GET /api/v1/shopper/context',
    ]);
  });

  it('a refused refresh makes a guest, passes the API cookie changes on and drops our cookie', async () => {
    const api = fakeApi({ access, refresh: 'r1', next });
    const session = await restoreSession(page('refresh_token=revoked'), api.fetch);
    expect(session.accessToken).toBeNull();
    expect(session.user).toBeNull();
    expect(session.setCookies).toEqual([
      'refresh_token=; Path=/; Max-Age=0',
      'access_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    ]);
  });

  it('no cookies: a guest, and the API is not asked', async () => {
    const api = fakeApi({ access, refresh: 'r1', next });
    expect(await restoreSession(page(), api.fetch)).toEqual({ accessToken: null, user: null, setCookies: [] });
    expect(api.calls).toHaveLength(0);
  });

  it('an unreachable API leaves a guest for this page without touching the cookies', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    expect(await restoreSession(page(`refresh_token=r1`), down)).toEqual({
      accessToken: null,
      user: null,
      setCookies: [],
    });
  });

  it('reads the lifetime of the access cookie from the token', () => {
    expect(secondsUntilExpiry(token('x', 600))).toBeGreaterThanOrEqual(599);
    expect(secondsUntilExpiry('not-a-jwt')).toBe(900);
  });
});

function contextWith(session: Partial<ServerSession>): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(sessionContext, { accessToken: null, user: null, setCookies: [], ...session });
  return context;
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('the shopper context kept per session (issue #27)', () => {
  const access = token('kept');
  const source = new TestSource(true);
  afterEach(() => attachChangeFeed(NEVER_LIVE));
  const documentRequest = (cookie: string) => new Request('http://shop.test/product/sensor', { headers: { cookie } });

  it('asks the API once per session while the stream is live, again after a change of the user or a purge', async () => {
    attachChangeFeed(source);
    const api = fakeApi({ access, refresh: 'r1', next: token('n') });
    const restore = () => restoreSession(documentRequest(`${ACCESS_TOKEN_COOKIE}=${access}`), api.fetch);
    const first = await restore();
    expect(await restore()).toEqual(first);
    expect(api.routes()).toEqual(['GET /api/v1/shopper/context']);

    source.userChanged('someone-else');
    await restore();
    expect(api.routes()).toHaveLength(1);
    source.userChanged(USER.id);
    await restore();
    expect(api.routes()).toHaveLength(2);
    source.purge();
    await restore();
    expect(api.routes()).toHaveLength(3);
  });

  it('keeps sessions apart by token and by the cart they present, and keeps no refused token', async () => {
    attachChangeFeed(source);
    const api = fakeApi({ access, refresh: 'r1', next: token('n') });
    await restoreSession(documentRequest(`${ACCESS_TOKEN_COOKIE}=${access}`), api.fetch);
    await restoreSession(documentRequest(`${ACCESS_TOKEN_COOKIE}=${access}; cart_id=c1`), api.fetch);
    expect(api.routes()).toHaveLength(2);
    const stranger = () => restoreSession(documentRequest(`${ACCESS_TOKEN_COOKIE}=${token('forged')}`), api.fetch);
    expect((await stranger()).user).toBeNull();
    expect((await stranger()).user).toBeNull();
    expect(api.routes()).toHaveLength(4);
  });

  it('asks every time while the change stream is down', async () => {
    attachChangeFeed(new TestSource(false));
    const api = fakeApi({ access, refresh: 'r1', next: token('n') });
    await restoreSession(documentRequest(`${ACCESS_TOKEN_COOKIE}=${access}`), api.fetch);
    await restoreSession(documentRequest(`${ACCESS_TOKEN_COOKIE}=${access}`), api.fetch);
    expect(api.routes()).toHaveLength(2);
  });
});

describe('guards', () => {
  it('auth guard sends a guest to the login page with the way back', () => {
    const response = thrown(() =>
      requireUser(new Request('http://shop.test/account/order/list?page=2'), contextWith({})),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get('location')).toBe(
      '/auth/login?redirect=%2Faccount%2Forder%2Flist%3Fpage%3D2',
    );
  });

  it('auth guard keeps the page path of a client navigation (.data request)', () => {
    const response = thrown(() =>
      requireUser(new Request('http://shop.test/account/contact.data'), contextWith({})),
    ) as Response;
    expect(response.headers.get('location')).toBe('/auth/login?redirect=%2Faccount%2Fcontact');
  });

  it('auth guard lets a signed-in user through', () => {
    expect(requireUser(new Request('http://shop.test/account'), contextWith({ accessToken: 'a', user: USER }))).toEqual(
      USER,
    );
  });

  it('guest guard lets a guest through and sends a signed-in user home', () => {
    expect(requireGuest(contextWith({}))).toBeUndefined();
    const response = thrown(() => requireGuest(contextWith({ accessToken: 'a', user: USER }))) as Response;
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('login redirect of the guard', () => {
  it('does not bring anyone back to /auth/logout', () => {
    const response = thrown(() =>
      requireUser(new Request('http://shop.test/auth/logout'), contextWith({})),
    ) as Response;
    expect(response.headers.get('location')).toBe('/auth/login');
  });
});

describe('startUpMiddleware', () => {
  /** The API for one signed-in visitor whose refresh rotates; each reply waits until both calls have started. */
  function api() {
    const started: string[] = [];
    let bothStarted: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (bothStarted = resolve));
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const { pathname } = new URL(request.url);
      started.push(pathname);
      if (started.length === 2) bothStarted();
      await gate;
      if (pathname === '/api/v1/route-rules/redirect')
        return json(200, { payload: { redirect: { to: '/product/new', status: 301 } } });
      if (pathname === '/api/v1/auth/token/refresh') {
        return json(
          200,
          { payload: { jwt: { accessToken: token('next') } } },
          { 'Set-Cookie': 'refresh_token=rotated; Path=/; HttpOnly' },
        );
      }
      return json(200, { payload: { customerUser: USER } });
    });
    return { fetch, started };
  }

  afterEach(() => vi.unstubAllGlobals());

  it('asks for the redirect and restores the session side by side, and a redirect carries the rotated cookie', async () => {
    const { fetch, started } = api();
    vi.stubGlobal('fetch', fetch);
    const request = new Request('http://shop.test/product/old', { headers: { cookie: 'refresh_token=r1' } });
    const context = new RouterContextProvider();
    const next = vi.fn(async () => new Response('page'));
    const thrown = await Promise.resolve(
      startUpMiddleware({ request, context, params: {}, unstable_pattern: '/' } as never, next),
    ).catch((e: unknown) => e);
    // Neither call waited for the other: the fake answers only once both have started.
    expect(started.slice(0, 2).sort()).toEqual(['/api/v1/auth/token/refresh', '/api/v1/route-rules/redirect']);
    expect(next).not.toHaveBeenCalled();
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect([response.status, response.headers.get('location')]).toEqual([301, '/product/new']);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('refresh_token=rotated'))).toBe(true);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${ACCESS_TOKEN_COOKIE}=`))).toBe(true);
    expect(context.get(sessionContext).user).toEqual(USER);
  });
});

describe('signOut (POST /auth/logout)', () => {
  const post = (headers: Record<string, string>) =>
    new Request('http://127.0.0.1:3000/auth/logout', {
      method: 'POST',
      headers: { cookie: 'refresh_token=r1; access_token=a1', ...headers },
    });

  it('refuses a request from another site, and one that names no origin at all', async () => {
    const fetch = vi.fn();
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of forged) {
      const refused = await signOut(post(headers), contextWith({ accessToken: 'a1', user: USER }), fetch).catch(
        (e: unknown) => e,
      );
      expect((refused as { init?: { status?: number } }).init?.status).toBe(403);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('has the API end the session, clears the cookies and goes home', async () => {
    const calls: Request[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      calls.push(input as Request);
      return new Response(null, {
        status: 204,
        headers: { 'Set-Cookie': 'refresh_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax' },
      });
    }) as typeof globalThis.fetch;
    const response = await signOut(
      post({ origin: 'http://127.0.0.1:3000' }),
      contextWith({ accessToken: 'a1', user: USER }),
      fetch,
    );
    expect(calls.map((c) => [c.method, new URL(c.url).pathname, c.headers.get('authorization')])).toEqual([
      ['POST', '/api/v1/auth/logout', 'Bearer a1'],
    ]);
    expect([response.status, response.headers.get('location')]).toEqual([303, '/']);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain('refresh_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    expect(cookies.some((c) => c.startsWith(`${ACCESS_TOKEN_COOKIE}=;`) && c.includes('Max-Age=0'))).toBe(true);
  });

  it('keeps its cleared cookies over the refresh that restored the session on the same request', async () => {
    // The access cookie had expired: the middleware rotates the refresh cookie, then the action signs out.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const { pathname } = new URL((input as Request).url);
      if (pathname === '/api/v1/auth/token/refresh') {
        return json(
          200,
          { payload: { jwt: { accessToken: token('next') } } },
          { 'Set-Cookie': 'refresh_token=rotated; Path=/; HttpOnly' },
        );
      }
      return json(200, { payload: { customerUser: USER } });
    });
    const request = new Request('http://127.0.0.1:3000/auth/logout', {
      method: 'POST',
      headers: { cookie: 'refresh_token=r1', 'sec-fetch-site': 'same-origin' },
    });
    const context = new RouterContextProvider();
    const next = vi.fn(async () => signOut(request, context, async () => new Response(null, { status: 204 })));
    const sent = (await startUpMiddleware(
      { request, context, params: {}, unstable_pattern: '/' } as never,
      next,
    )) as Response;
    vi.unstubAllGlobals();
    const cookies = sent.headers.getSetCookie();
    expect(
      cookies.filter(
        (c) =>
          c.startsWith('refresh_token=rotated') ||
          (c.startsWith(`${ACCESS_TOKEN_COOKIE}=`) && !c.includes('Max-Age=0')),
      ),
    ).toEqual([]);
    expect(cookies.some((c) => c.startsWith('refresh_token=;'))).toBe(true);
  });
});

describe('the render cache’s questions (issue #27)', () => {
  const access = token('valid');
  /** The API of one signed-in customer of the group g1, whose name would end a script element if not escaped. */
  const customer = testUser({ firstName: '</script><script>alert(1)</script>' });
  function groupApi(priceGroupId: string | null = 'g1') {
    return vi.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      const { pathname } = new URL(request.url);
      if (pathname === '/api/v1/shopper/context') {
        if (request.headers.get('authorization') !== `Bearer ${access}`) return json(401, { error: 23, message: 'x' });
        return json(200, { payload: { customerUser: customer, ...SHOPPER, priceGroupId } });
      }
      return json(404, { error: 6, message: 'нет' });
    });
  }
  afterEach(() => vi.unstubAllGlobals());

  const run = async (request: Request, next = vi.fn(async () => new Response('page'))) => {
    const response = await startUpMiddleware(
      { request, context: new RouterContextProvider(), params: {}, unstable_pattern: '/' } as never,
      next,
    );
    return { response: response as Response, next };
  };
  const probe = (cookie: string) => new Request('http://shop.test/product/sensor', { headers: { cookie } });

  it('answers a probe with the price group, the token and the visitor’s data for the gap', async () => {
    vi.stubGlobal('fetch', groupApi());
    const answer = await answerPersonalProbe(probe(`${ACCESS_TOKEN_COOKIE}=${access}`));
    if (answer instanceof Response) throw new Error(`a ${answer.status} instead of the answer`);
    expect([answer.priceGroupId, answer.accessToken, answer.setCookies]).toEqual(['g1', access, []]);
    // Safe inside a script element, and the visitor's own data once parsed.
    expect(answer.personal).not.toContain('<');
    expect(JSON.parse(answer.personal ?? '')).toEqual({
      session: { accessToken: access, user: customer },
      shopper: SHOPPER,
    });
  });

  it('answers a probe for a session that is gone with nothing but the cookies', async () => {
    vi.stubGlobal('fetch', groupApi());
    expect(await answerPersonalProbe(probe(`${ACCESS_TOKEN_COOKIE}=stale`))).toEqual({
      setCookies: [`${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`],
    });
  });

  it('marks private a price group’s render made with a customer of another group, so it is never kept', async () => {
    vi.stubGlobal('fetch', groupApi('g2'));
    const render = (group: string) =>
      new Request('http://shop.test/product/sensor', {
        headers: {
          cookie: `${ACCESS_TOKEN_COOKIE}=${access}`,
          'x-storefront-shared-render': 'price-group',
          'x-storefront-price-group': group,
        },
      });
    expect((await run(render('g1'))).response.headers.get('cache-control')).toBe('private, no-store');
    expect((await run(render('g2'))).response.headers.get('cache-control')).toBeNull();
  });
});
