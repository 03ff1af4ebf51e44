import { createApiClient } from '@shop/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createUsersApi } from './users-api';

function clientAnswering(reply: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request);
    return reply(request);
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: fetchImpl as unknown as typeof fetch,
    getAccessToken: () => 'admin-token',
  });
  return { api: createUsersApi(client), requests };
}

describe('createUsersApi', () => {
  it('lists with page, limit and a non-empty search, as the admin', async () => {
    const { api, requests } = clientAnswering(
      () =>
        new Response(JSON.stringify({ payload: { userList: [], pagination: { page: 2, limit: 10, total: 0 } } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    await api.list({ page: 2, limit: 10, searchQuery: 'Иванов' });
    await api.list({ page: 1, limit: 20, searchQuery: '' });
    const [first, second] = requests.map((request) => new URL(request.url));
    expect(first?.pathname).toBe('/api/v1/admin/user/list');
    expect(Object.fromEntries(first?.searchParams ?? [])).toEqual({ page: '2', limit: '10', searchQuery: 'Иванов' });
    expect(second?.searchParams.has('searchQuery')).toBe(false);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer admin-token');
  });

  it('downloads requisites as a blob with the name from Content-Disposition', async () => {
    const { api, requests } = clientAnswering(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'content-type': 'application/octet-stream',
            'content-disposition': `attachment; filename="requisites.pdf"; filename*=UTF-8''${encodeURIComponent('Реквизиты ООО.pdf')}`,
          },
        }),
    );
    const file = await api.downloadRequisites('5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/api/v1/admin/user/5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11/requisites',
    );
    expect(file.fileName).toBe('Реквизиты ООО.pdf');
    expect(file.blob.size).toBe(4);
  });

  it('throws the API error of a failed call', async () => {
    const { api } = clientAnswering(
      () =>
        new Response(JSON.stringify({ error: 6, message: 'Запись не найдена' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(api.get('5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11')).rejects.toMatchObject({
      name: 'ApiError',
      code: 6,
      status: 404,
    });
  });
});
