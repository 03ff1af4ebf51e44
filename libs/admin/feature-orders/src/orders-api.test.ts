// @vitest-environment node
// Node's own FormData and File: jsdom's cannot carry a file part through fetch.
import { clientAnswering, requestLine } from '@shop/admin-testing';
import { createApiClient } from '@shop/api-client';
import { describe, expect, it, vi } from 'vitest';
import { NO_FILTERS } from './order-list-params';
import { createOrdersApi } from './orders-api';
import { DOCUMENT_ID, ORDER_ID, USER_ID } from './testing/fake-orders-api';

const filters = {
  searchQuery: '7707083893',
  status: 'created' as const,
  paymentStatus: 'partially_paid' as const,
  shipmentStatus: 'shipped' as const,
  userId: USER_ID,
  createdFrom: '2026-03-01',
  createdTo: '2026-03-31',
};
const none = NO_FILTERS;

/** A client whose fetch answers every request with a file. */
function clientWithFile(contentType: string, disposition: string) {
  const requests: Request[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request);
    return new Response(new Uint8Array([80, 75, 3, 4]), {
      headers: { 'content-type': contentType, 'content-disposition': disposition },
    });
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: fetchImpl as unknown as typeof fetch,
    getAccessToken: () => 'admin-token',
  });
  return { api: createOrdersApi(client), requests };
}

describe('createOrdersApi', () => {
  it('lists with the paging and only the filters that are set', async () => {
    const { client, requests } = clientAnswering(() => ({
      payload: { orderList: [], pagination: { page: 2, limit: 50, total: 0 } },
    }));
    const api = createOrdersApi(client);
    await api.list({ page: 2, limit: 50, ...filters });
    await api.list({ page: 1, limit: 20, ...none });
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/v1/admin/order/list');
    expect(Object.fromEntries(new URL(requests[0]?.url ?? '').searchParams)).toEqual({
      page: '2',
      limit: '50',
      ...filters,
    });
    expect(requestLine(requests[1])).toBe('GET /api/v1/admin/order/list?page=1&limit=20');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer admin-token');
  });

  it('exports the same filters, without paging, as a file with the name the server gave', async () => {
    const { api, requests } = clientWithFile(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      `attachment; filename="orders.xlsx"; filename*=UTF-8''${encodeURIComponent('Заказы 2026-03-05.xlsx')}`,
    );
    const file = await api.exportList(filters);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v1/admin/order/export');
    expect(Object.fromEntries(url.searchParams)).toEqual(filters);
    expect(file.fileName).toBe('Заказы 2026-03-05.xlsx');
    expect(file.blob.size).toBe(4);
  });

  it('reads, updates and changes the status of an order at the contract paths', async () => {
    const { client, requests } = clientAnswering(() => ({ payload: { order: { id: ORDER_ID } } }));
    const api = createOrdersApi(client);
    await api.get(ORDER_ID);
    await api.update(ORDER_ID, { shippingCost: '350.00', managerComment: null });
    await api.changeStatus(ORDER_ID, { status: 'completed', shippingCost: '350.00', managerComment: 'Отгружено' });
    expect(requests.map(requestLine)).toEqual([
      `GET /api/v1/admin/order/${ORDER_ID}`,
      `PATCH /api/v1/admin/order/${ORDER_ID}`,
      `PATCH /api/v1/admin/order/${ORDER_ID}/status`,
    ]);
    expect(await requests[1]?.json()).toEqual({ shippingCost: '350.00', managerComment: null });
    expect(await requests[2]?.json()).toEqual({
      status: 'completed',
      shippingCost: '350.00',
      managerComment: 'Отгружено',
    });
  });

  it('records a payment and a shipment step as JSON at the contract paths', async () => {
    const { client, requests } = clientAnswering(() => ({ payload: { order: { id: ORDER_ID } } }));
    const api = createOrdersApi(client);
    const payment = {
      kind: 'payment' as const,
      amount: '1000.10',
      paidOn: '2026-03-05',
      documentNumber: 'п/п 512',
    };
    await api.recordPayment(ORDER_ID, payment);
    await api.changeShipment(ORDER_ID, { status: 'shipped', carrier: 'СДЭК', waybillNumber: null });
    expect(requests.map(requestLine)).toEqual([
      `POST /api/v1/admin/order/${ORDER_ID}/payment`,
      `POST /api/v1/admin/order/${ORDER_ID}/shipment`,
    ]);
    expect(await requests[0]?.json()).toEqual(payment);
    expect(await requests[1]?.json()).toEqual({ status: 'shipped', carrier: 'СДЭК', waybillNumber: null });
  });

  it('uploads a document as multipart with its kind, and deletes one', async () => {
    const { client, requests } = clientAnswering(() => ({ payload: { order: { id: ORDER_ID } } }));
    const api = createOrdersApi(client);
    const pdf = new File(['%PDF-1.4'], 'УПД № 118.pdf', { type: 'application/pdf' });
    await api.uploadDocument(ORDER_ID, { kind: 'upd', file: pdf });
    await api.deleteDocument(ORDER_ID, DOCUMENT_ID);
    expect(requests.map(requestLine)).toEqual([
      `POST /api/v1/admin/order/${ORDER_ID}/document`,
      `DELETE /api/v1/admin/order/${ORDER_ID}/document/${DOCUMENT_ID}`,
    ]);
    const form = await requests[0]?.formData();
    expect(form?.get('kind')).toBe('upd');
    expect((form?.get('file') as File).name).toBe('УПД № 118.pdf');
    expect((form?.get('file') as File).size).toBe(8);
  });

  it('downloads a document as a PDF blob', async () => {
    const { api, requests } = clientWithFile(
      'application/pdf',
      `attachment; filename*=UTF-8''${encodeURIComponent('УПД № 118.pdf')}`,
    );
    const file = await api.downloadDocument(ORDER_ID, DOCUMENT_ID);
    expect(requestLine(requests[0])).toBe(`GET /api/v1/admin/order/${ORDER_ID}/document/${DOCUMENT_ID}`);
    expect(file.fileName).toBe('УПД № 118.pdf');
  });

  it('downloads the invoice as a PDF blob', async () => {
    const { api, requests } = clientWithFile(
      'application/pdf',
      `attachment; filename*=UTF-8''${encodeURIComponent('Счёт № 1001.pdf')}`,
    );
    const file = await api.downloadInvoice(ORDER_ID);
    expect(requestLine(requests[0])).toBe(`GET /api/v1/admin/order/${ORDER_ID}/invoice`);
    expect(file.fileName).toBe('Счёт № 1001.pdf');
  });

  it('names the customer of a filter from the admin user', async () => {
    const { client, requests } = clientAnswering(() => ({
      payload: {
        user: {
          id: USER_ID,
          email: 'ivanov@firma.ru',
          firstName: 'Иван',
          lastName: 'Иванов',
          companyTitle: null,
          role: 'customer',
        },
      },
    }));
    expect(await createOrdersApi(client).getCustomer(USER_ID)).toEqual({
      id: USER_ID,
      email: 'ivanov@firma.ru',
      firstName: 'Иван',
      lastName: 'Иванов',
      companyTitle: null,
    });
    expect(requestLine(requests[0])).toBe(`GET /api/v1/admin/user/${USER_ID}`);
  });

  it('throws the API error of a refused change', async () => {
    const { client } = clientAnswering(() => ({ error: 32, message: 'Данные изменились, обновите страницу' }), 409);
    await expect(createOrdersApi(client).update(ORDER_ID, { shippingCost: null })).rejects.toMatchObject({
      name: 'ApiError',
      code: 32,
      status: 409,
    });
  });
});
