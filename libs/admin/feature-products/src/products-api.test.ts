import { clientAnswering, requestLine } from '@shop/admin-testing';
import { describe, expect, it } from 'vitest';
import { createLookupsApi } from './lookups-api';
import { createProductsApi } from './products-api';
import { CATEGORY_ID, GROUP_ID, PRODUCT_ID } from './testing/fake-products-api';

describe('createProductsApi', () => {
  it('lists with only the filters that are set', async () => {
    const { client, requests } = clientAnswering(() => ({
      payload: { productList: [], pagination: { page: 1, limit: 20, total: 0 } },
    }));
    const api = createProductsApi(client);
    await api.list({
      page: 2,
      limit: 50,
      searchQuery: 'ДУТ',
      categoryId: CATEGORY_ID,
      availability: 'in_stock',
      includeDeleted: true,
    });
    await api.list({
      page: 1,
      limit: 20,
      searchQuery: '',
      categoryId: null,
      availability: null,
      includeDeleted: false,
    });
    expect(Object.fromEntries(new URL(requests[0]?.url ?? '').searchParams)).toEqual({
      page: '2',
      limit: '50',
      searchQuery: 'ДУТ',
      categoryId: CATEGORY_ID,
      availability: 'in_stock',
      includeDeleted: 'true',
    });
    expect(requestLine(requests[1])).toBe('GET /api/v1/admin/product/list?page=1&limit=20');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer admin-token');
  });

  it('creates, updates, deletes and restores at the contract paths', async () => {
    const { client, requests } = clientAnswering((request) =>
      request.method === 'DELETE' ? null : { payload: { product: { id: PRODUCT_ID } } },
    );
    const api = createProductsApi(client);
    const body = {
      article: 'A-1',
      title: 'Товар',
      slug: 'tovar',
      basePrice: '10.00',
      availability: 'in_stock' as const,
    };
    await api.create(body);
    await api.update(PRODUCT_ID, { basePrice: '12.50' });
    await api.remove(PRODUCT_ID);
    await api.restore(PRODUCT_ID);
    expect(requests.map(requestLine)).toEqual([
      'POST /api/v1/admin/product',
      `PATCH /api/v1/admin/product/${PRODUCT_ID}`,
      `DELETE /api/v1/admin/product/${PRODUCT_ID}`,
      `POST /api/v1/admin/product/${PRODUCT_ID}/restore`,
    ]);
    expect(await requests[0]?.json()).toEqual(body);
    expect(await requests[1]?.json()).toEqual({ basePrice: '12.50' });
  });

  it('sends the sub-page bodies the contract names', async () => {
    const { client, requests } = clientAnswering(() => ({
      payload: { multimediaList: [], groupPriceList: [], relations: {}, attributeGroupList: [] },
    }));
    const api = createProductsApi(client);
    await api.replaceGroupPrices(PRODUCT_ID, [{ customerGroupId: GROUP_ID, price: '100.00' }]);
    await api.reorderMultimedia(PRODUCT_ID, ['m2', 'm1']);
    await api.updateMultimedia(PRODUCT_ID, 'm2', { isMain: true });
    await api.addMultimedia(PRODUCT_ID, { fileId: 'f1', alt: 'Вид спереди' });
    await api.replaceAttributes(PRODUCT_ID, [{ attributeId: 'a1', value: 12.5 }]);
    await api.replaceRelations(PRODUCT_ID, { analogues: ['p2'], accessories: [], related: [] });
    expect(requests.map(requestLine)).toEqual([
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
    const { client } = clientAnswering(() => ({ error: 27, message: 'Товар с таким артикулом уже существует' }), 409);
    await expect(
      createProductsApi(client).create({
        article: 'A',
        title: 'T',
        slug: 't',
        basePrice: '1',
        availability: 'in_stock',
      }),
    ).rejects.toMatchObject({ code: 27, status: 409 });
  });
});

describe('createLookupsApi', () => {
  it('reads every page of 100 until the total is reached', async () => {
    const { client, requests } = clientAnswering((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const customerGroupList = Array.from({ length: page === 1 ? 100 : 30 }, (_, index) => ({
        id: `${page}-${index}`,
      }));
      return { payload: { customerGroupList, pagination: { page, limit: 100, total: 130 } } };
    });
    const groups = await createLookupsApi(client).listCustomerGroups();
    expect(groups).toHaveLength(130);
    expect(requests.map(requestLine)).toEqual([
      'GET /api/v1/admin/customer/group/list?page=1&limit=100',
      'GET /api/v1/admin/customer/group/list?page=2&limit=100',
    ]);
  });
});
