import { createApiClient, type ApiClient } from '@shop/api-client';
import { fakeApi, type Handler } from '@shop/session/testing';

/**
 * An API client whose calls `routes` answer ("METHOD /path" → a reply; anything else is a 404 in the error envelope),
 * signed in with an access token when one is given: the client a story or a test hands to the page's providers.
 * `calls` records what was sent.
 */
export function fakeApiClient(
  routes: Record<string, Handler | Handler[]>,
  { accessToken }: { accessToken?: string } = {},
): { client: ApiClient; calls: ReturnType<typeof fakeApi>['calls'] } {
  const api = fakeApi(routes);
  const client = createApiClient({
    baseUrl: 'http://shop.test',
    getAccessToken: () => accessToken ?? null,
    fetch: (input, init) => api.fetch(new Request(input, init)),
  });
  return { client, calls: api.calls };
}
