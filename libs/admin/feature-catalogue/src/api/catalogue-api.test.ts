// @vitest-environment node
// The seam is plain fetch: node's own Request/FormData read multipart bodies (jsdom's FormData cannot cross into them).
import { clientAnswering } from '@shop/admin-testing';
import { describe, expect, it } from 'vitest';
import { createCatalogueApi } from './catalogue-api';

const CATEGORY_ID = '0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c01';
const GROUP_ID = '3c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e01';

/** A catalogue API over a fetch that records every request and answers `reply`. */
function apiAnswering(reply?: (request: Request) => unknown, status?: number) {
  const { client, requests } = clientAnswering(reply, status);
  return { api: createCatalogueApi(client), requests };
}

const url = (request: Request | undefined) => new URL(request?.url ?? 'http://none');

describe('createCatalogueApi: categories', () => {
  it('lists with paging, a non-empty search and includeDeleted only when asked', async () => {
    const { api, requests } = apiAnswering(() => ({
      payload: { categoryList: [], pagination: { page: 1, limit: 100, total: 0 } },
    }));
    await api.categories.list({ page: 2, limit: 100, searchQuery: ' тахо ', includeDeleted: true });
    await api.categories.list({ page: 1, limit: 20, searchQuery: '', includeDeleted: false });
    expect(url(requests[0]).pathname).toBe('/api/v1/admin/category/list');
    expect(Object.fromEntries(url(requests[0]).searchParams)).toEqual({
      page: '2',
      limit: '100',
      searchQuery: 'тахо',
      includeDeleted: 'true',
    });
    expect(Object.fromEntries(url(requests[1]).searchParams)).toEqual({ page: '1', limit: '20' });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer admin-token');
  });

  it('creates with POST, updates with PATCH on the id, deletes and restores', async () => {
    const { api, requests } = apiAnswering((request) =>
      request.method === 'DELETE' ? null : { payload: { category: { id: CATEGORY_ID } } },
    );
    await api.categories.create({ title: 'Тахографы', slug: 'tahografy' });
    await api.categories.update(CATEGORY_ID, { parentId: null });
    await api.categories.remove(CATEGORY_ID);
    await api.categories.restore(CATEGORY_ID);
    expect(requests.map((request) => `${request.method} ${url(request).pathname}`)).toEqual([
      'POST /api/v1/admin/category',
      `PATCH /api/v1/admin/category/${CATEGORY_ID}`,
      `DELETE /api/v1/admin/category/${CATEGORY_ID}`,
      `POST /api/v1/admin/category/${CATEGORY_ID}/restore`,
    ]);
    expect(await requests[0]?.json()).toEqual({ title: 'Тахографы', slug: 'tahografy' });
    expect(await requests[1]?.json()).toEqual({ parentId: null });
  });

  it("reads a category's products page by page", async () => {
    const { api, requests } = apiAnswering(() => ({
      payload: { productList: [], pagination: { page: 3, limit: 50, total: 0 } },
    }));
    await api.categories.products(CATEGORY_ID, { page: 3, limit: 50, searchQuery: 'DTCO' });
    expect(url(requests[0]).pathname).toBe(`/api/v1/admin/category/${CATEGORY_ID}/product/list`);
    expect(Object.fromEntries(url(requests[0]).searchParams)).toEqual({ page: '3', limit: '50', searchQuery: 'DTCO' });
  });

  it('throws the API error of a failed call', async () => {
    const { api } = apiAnswering(() => ({ error: 2, message: 'Категория уже удалена' }), 410);
    await expect(api.categories.remove(CATEGORY_ID)).rejects.toMatchObject({ name: 'ApiError', code: 2, status: 410 });
  });
});

describe('createCatalogueApi: customer groups and attributes', () => {
  it('adds and removes members with a userIdList body and sets prices with a groupPriceList', async () => {
    const { api, requests } = apiAnswering((request) =>
      request.method === 'PATCH' ? null : { payload: { customerGroup: { id: GROUP_ID } } },
    );
    await api.customerGroups.addMembers(GROUP_ID, ['5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11']);
    await api.customerGroups.removeMembers(GROUP_ID, ['5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11']);
    await api.customerGroups.setPrices(GROUP_ID, [
      { productId: CATEGORY_ID, price: '1234.5' },
      { productId: GROUP_ID, price: null },
    ]);
    expect(requests.map((request) => `${request.method} ${url(request).pathname}`)).toEqual([
      `POST /api/v1/admin/customer/group/${GROUP_ID}/member`,
      `DELETE /api/v1/admin/customer/group/${GROUP_ID}/member`,
      `PATCH /api/v1/admin/customer/group/${GROUP_ID}/price`,
    ]);
    expect(await requests[1]?.json()).toEqual({ userIdList: ['5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11'] });
    expect(await requests[2]?.json()).toEqual({
      groupPriceList: [
        { productId: CATEGORY_ID, price: '1234.5' },
        { productId: GROUP_ID, price: null },
      ],
    });
  });

  it('upserts attributes and attribute groups with PUT', async () => {
    const { api, requests } = apiAnswering(() => ({ payload: { attribute: {}, attributeGroup: {} } }));
    await api.attributes.upsert({
      id: null,
      title: 'Интерфейс',
      type: 'enum',
      isFilterable: true,
      optionList: [{ id: null, value: 'CAN' }],
    });
    await api.attributeGroups.upsert({ id: null, title: 'Электрика' });
    expect(requests.map((request) => `${request.method} ${url(request).pathname}`)).toEqual([
      'PUT /api/v1/admin/attribute',
      'PUT /api/v1/admin/attribute-group',
    ]);
    expect(await requests[0]?.json()).toEqual({
      id: null,
      title: 'Интерфейс',
      type: 'enum',
      isFilterable: true,
      optionList: [{ id: null, value: 'CAN' }],
    });
  });

  it('lists attributes of a group, or of none, and sends no group for all', async () => {
    const { api, requests } = apiAnswering(() => ({
      payload: { attributeList: [], pagination: { page: 1, limit: 20, total: 0 } },
    }));
    await api.attributes.list({ page: 1, limit: 20, searchQuery: '', attributeGroupId: GROUP_ID });
    await api.attributes.list({ page: 2, limit: 20, searchQuery: ' ток ', attributeGroupId: 'none' });
    await api.attributes.list({ page: 1, limit: 20, searchQuery: '', attributeGroupId: null });
    expect(requests.map((request) => Object.fromEntries(url(request).searchParams))).toEqual([
      { page: '1', limit: '20', attributeGroupId: GROUP_ID },
      { page: '2', limit: '20', searchQuery: 'ток', attributeGroupId: 'none' },
      { page: '1', limit: '20' },
    ]);
  });
});
