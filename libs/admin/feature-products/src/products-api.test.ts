import { createApiClient } from '@shop/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createLookupsApi } from './lookups-api';
import { createProductsApi } from './products-api';
import { CATEGORY_ID, GROUP_ID, PRODUCT_ID } from './testing/fake-products-api';

function clientAnswering(reply: (request: Request) => unknown) {
  const requests: Request[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request.clone());
    const body = reply(request);
    return body === null ? new Response(null, { status: 204 }) : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  const client = createApiClient({ baseUrl: 'http://api.test', fetch: fetchImpl as unknown as typeof fetch, getAccessToken: () => 'admin-token' });
  return { client, requests };
}

const where = (request: Request | undefined) => {
  const url = new URL(request?.url ?? '');
  return `${request?.method} ${url.pathname}${url.search}`;
};

describe('createProductsApi', () => {
  it('lists with only the filters that are set', async () => {
    const { client, requests } = clientAnswering(() => ({ payload: { productList: [], pagination: { page: 1, limit: 20, total: 0 } } }));
    const api = createProductsApi(client);
    await api.list({ page: 2, limit: 50, searchQuery: 'ДУТ', categoryId: CATEGORY_ID, availability: 'in_stock', includeDeleted: true });
    await api.list({ page: 1, limit: 20, searchQuery: '', categoryId: null, availability: null, includeDeleted: false });
    expect(Object.fromEntries(new URL(requests[0]?.url ?? '').searchParams)).toEqual({
      page: '2', limit: '50', searchQuery: 'ДУТ', categoryId: CATEGORY_ID, availability: 'in_stock', includeDeleted: 'true',
    });
    expect(where(requests[1])).toBe('GET /api/v1/admin/product/list?page=1&limit=20');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer admin-token');
  });

  it('creates, updates, deletes and restores at the contract paths', async () => {
    const { client, requests } = clientAnswering((request) => (request.method === 'DELETE' ? null : { payload: { product: { id: PRODUCT_ID } } }));
    const api = createProductsApi(client);
    const body = { article: 'A-1', title: 'Товар', slug: 'tovar', basePrice: '10.00', availability: 'in_stock' as const };
    await api.create(body);
    await api.update(PRODUCT_ID, { basePrice: '12.50' });
    await api.remove(PRODUCT_ID);
    await api.restore(PRODUCT_ID);
    expect(requests.map(where)).toEqual([
      'POST /api/v1/admin/product',
      `PATCH /api/v1/admin/product/${PRODUCT_ID}`,
      `DELETE /api/v1/admin/product/${PRODUCT_ID}`,
      `POST /api/v1/admin/product/${PRODUCT_ID}/restore`,
    ]);
    expect(await requests[0]?.json()).toEqual(body);
    expect(await requests[1]?.json()).toEqual({ basePrice: '12.50' });
  });

  it('sends the sub-page bodies the contract names', async () => {
    const { client, requests } = clientAnswering(() => ({ payload: { multimediaList: [], groupPriceList: [], relations: {}, attributeGroupList: [] } }));
    const api = createProductsApi(client);
    await api.replaceGroupPrices(PRODUCT_ID, [{ customerGroupId: GROUP_ID, price: '100.00' }]);
    await api.reorderMultimedia(PRODUCT_ID, ['m2', 'm1']);
    await api.updateMultimedia(PRODUCT_ID, 'm2', { isMain: true });
    await api.addMultimedia(PRODUCT_ID, { fileId: 'f1', alt: 'Вид спереди' });
    await api.replaceAttributes(PRODUCT_ID, [{ attributeId: 'a1', value: 12.5 }]);
    await api.replaceRelations(PRODUCT_ID, { analogues: ['p2'], accessories: [], related: [] });
    expect(requests.map(where)).toEqual([
      `PUT /api/v1/admin/product/${PRODUCT_ID}/group-prices`,
      `PUT /api/v1/admin/product/${PRODUCT_ID}/multimedia/order`,
      `PATCH /api/v1/admin/product/${PRODUCT_ID}/multimedia/m2`,
      `POST /api/v1/admin/product/${PRODUCT_ID}/multimedia`,
      `PUT /api/v1/admin/product/${PRODUCT_ID}/attributes`,
      `PUT /api/v1/admin/product/${PRODUCT_ID}/relations`,
    ]);
    const bodies = await Promise.all(requests.map((request) => request.json()));
    expect(bodies).toEqual([
      { groupPriceList: [{ customerGroupId: GROUP_ID, price: '100.00' }] },
      { multimediaIdList: ['m2', 'm1'] },
      { isMain: true },
      { fileId: 'f1', alt: 'Вид спереди' },
      { attributeValueList: [{ attributeId: 'a1', value: 12.5 }] },
      { analogues: ['p2'], accessories: [], related: [] },
    ]);
  });

  it('throws the API error of a failed call', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: (async () => new Response(JSON.stringify({ error: 27, message: 'Товар с таким артикулом уже существует' }), { status: 409, headers: { 'content-type': 'application/json' } })) as typeof fetch,
    });
    await expect(createProductsApi(client).create({ article: 'A', title: 'T', slug: 't', basePrice: '1', availability: 'in_stock' })).rejects.toMatchObject({ code: 27, status: 409 });
  });
});

describe('createLookupsApi', () => {
  it('reads every page of 100 until the total is reached', async () => {
    const { client, requests } = clientAnswering((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const customerGroupList = Array.from({ length: page === 1 ? 100 : 30 }, (_, index) => ({ id: `${page}-${index}` }));
      return { payload: { customerGroupList, pagination: { page, limit: 100, total: 130 } } };
    });
    const groups = await createLookupsApi(client).listCustomerGroups();
    expect(groups).toHaveLength(130);
    expect(requests.map(where)).toEqual(['GET /api/v1/admin/customer/group/list?page=1&limit=100', 'GET /api/v1/admin/customer/group/list?page=2&limit=100']);
  });
});
