import { ErrorCode } from '@shop/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';

describe('route rules', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof signedIn>>;
  beforeEach(async () => {
    t = await buildTestApp();
    root = await signedIn(t.app, t.db.orm, 'root');
  });
  afterEach(() => t.close());

  const admin = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/admin${url}`,
      headers: root.headers,
      ...(payload !== undefined ? { payload } : {}),
    });
  const redirect = async (path: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/route-rules/redirect?path=${encodeURIComponent(path)}` })).json()
      .payload.redirect;

  it('answers the 301 left by a category slug change, chains collapsed, and null elsewhere', async () => {
    const created = await admin('POST', '/category', { title: 'Тахографы', slug: 'tahografy' });
    const id = created.json().payload.category.id as string;
    await admin('PATCH', `/category/${id}`, { slug: 'tachographs' });
    await admin('PATCH', `/category/${id}`, { slug: 'tachographs-new' });
    expect(await redirect('/category/tahografy')).toEqual({ to: '/category/tachographs-new', status: 301 });
    expect(await redirect('/category/tachographs/?page=2')).toEqual({ to: '/category/tachographs-new', status: 301 });
    expect(await redirect('/category/tachographs-new')).toBeNull();
    expect(await redirect('/somewhere')).toBeNull();
  });

  it('lets the admin create, update, list and delete rules; 4 for a taken source, 12 for a loop, 6 for unknown', async () => {
    const made = await admin('PUT', '/route-rule', {
      id: null,
      from: '/old-page',
      to: 'https://example.ru/new',
      status: 302,
    });
    expect(made.statusCode, made.body).toBe(200);
    const rule = made.json().payload.routeRule;
    expect(rule).toMatchObject({ from: '/old-page', to: 'https://example.ru/new', status: 302 });
    expect(await redirect('/old-page')).toEqual({ to: 'https://example.ru/new', status: 302 });

    expect(
      (await admin('PUT', '/route-rule', { id: null, from: '/old-page', to: '/x', status: 301 })).json().error,
    ).toBe(ErrorCode.UniqueViolation);
    expect(
      (await admin('PUT', '/route-rule', { id: null, from: '/same', to: '/same', status: 301 })).json().error,
    ).toBe(ErrorCode.CheckViolation);
    expect(
      (await admin('PUT', '/route-rule', { id: null, from: '/a', to: 'javascript:alert(1)', status: 301 })).json()
        .error,
    ).toBe(ErrorCode.CheckViolation);
    const updated = await admin('PUT', '/route-rule', { id: rule.id, from: '/old-page', to: '/new-page', status: 301 });
    expect(updated.json().payload.routeRule).toMatchObject({ id: rule.id, to: '/new-page', status: 301 });
    expect(
      (
        await admin('PUT', '/route-rule', {
          id: '00000000-0000-4000-8000-000000000000',
          from: '/b',
          to: '/c',
          status: 301,
        })
      ).json().error,
    ).toBe(ErrorCode.RecordNotFound);

    await admin('PUT', '/route-rule', { id: null, from: '/another', to: '/new-page', status: 301 });
    const list = (await admin('GET', '/route-rule/list?searchQuery=OLD')).json().payload;
    expect(list.pagination.total).toBe(1);
    expect(list.routeRuleList[0].from).toBe('/old-page');

    expect((await admin('DELETE', `/route-rule/${rule.id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/route-rule/${rule.id}`)).json().error).toBe(ErrorCode.RecordNotFound);
    expect(await redirect('/old-page')).toBeNull();
  });
});
