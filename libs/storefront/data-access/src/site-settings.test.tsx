import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS, fetchSiteSettings, siteSettingsQuery, useSiteSettings } from './site-settings';

const json = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const stored = {
  priceListFile: null,
  requisitesFile: null,
  freeShippingCost: '15000',
  thematicTheme: 'new_year',
} as const;

describe('fetchSiteSettings', () => {
  it('returns the settings of the reply', async () => {
    const fetchMock = json(200, { payload: { siteSettings: stored } });
    expect(await fetchSiteSettings('http://api.test', fetchMock)).toEqual(stored);
    expect((fetchMock.mock.calls[0]?.[0] as Request).url).toBe('http://api.test/api/v1/site-settings');
  });

  it('falls back to the defaults silently when the API has none (record not found)', async () => {
    expect(await fetchSiteSettings('http://api.test', json(404, { error: 6, message: 'Запись не найдена' }))).toEqual(
      DEFAULT_SITE_SETTINGS,
    );
  });

  it('throws on any other error and on a reply without settings', async () => {
    await expect(
      fetchSiteSettings('http://api.test', json(500, { error: 0, message: 'Возникла ошибка' })),
    ).rejects.toThrow();
    await expect(fetchSiteSettings('http://api.test', json(200, { payload: {} }))).rejects.toThrow(/no payload/);
  });
});

describe('useSiteSettings', () => {
  const API = 'http://api.test';
  const calls = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
    fetchMock.mock.calls.filter(([request]) => new URL((request as Request).url).pathname === path).length;

  function wrapper(client: QueryClient) {
    return ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
  }
  const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts with the first-page-loading flag up, and joins a running load instead of starting another', async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const client = newClient();
    const first = renderHook(() => useSiteSettings(API), { wrapper: wrapper(client) });
    const second = renderHook(() => useSiteSettings(API), { wrapper: wrapper(client) });
    expect(first.result.current).toEqual({ settings: undefined, isLoading: true, isFirstPageLoading: true });
    expect(second.result.current.isFirstPageLoading).toBe(true);
    // A third caller asking outright joins the same load too.
    const fetched = client.fetchQuery(siteSettingsQuery(API));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(
      new Response(JSON.stringify({ payload: { siteSettings: stored } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() =>
      expect(first.result.current).toEqual({ settings: stored, isLoading: false, isFirstPageLoading: false }),
    );
    expect(second.result.current.settings).toEqual(stored);
    expect(await fetched).toEqual(stored);
    expect(calls(fetchMock, '/api/v1/site-settings')).toBe(1);
  });

  it('treats record not found (code 6) as the defaults, silently', async () => {
    const fetchMock = json(404, { error: 6, message: 'Запись не найдена' });
    vi.stubGlobal('fetch', fetchMock);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSiteSettings(API), { wrapper: wrapper(newClient()) });
    await waitFor(() => expect(result.current.isFirstPageLoading).toBe(false));
    expect(result.current.settings).toEqual(DEFAULT_SITE_SETTINGS);
    expect(consoleError).not.toHaveBeenCalled();
    expect(calls(fetchMock, '/api/v1/logger/push')).toBe(0);
  });

  it.each([
    ['another error', 500, { error: 0, message: 'Возникла ошибка' }],
    ['a reply without settings', 200, { payload: {} }],
  ])(
    'logs %s (console and the log call), leaves the settings unset and ends the first load',
    async (_case, status, body) => {
      const fetchMock = json(status, body);
      vi.stubGlobal('fetch', fetchMock);
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { result } = renderHook(() => useSiteSettings(API), { wrapper: wrapper(newClient()) });
      await waitFor(() => expect(result.current.isFirstPageLoading).toBe(false));
      expect(result.current.settings).toBeUndefined();
      expect(consoleError).toHaveBeenCalledWith('[site-settings]', expect.anything());
      await waitFor(() => expect(calls(fetchMock, '/api/v1/logger/push')).toBe(1));
      const push = fetchMock.mock.calls
        .map(([request]) => request as Request)
        .find((request) => request.url.endsWith('/api/v1/logger/push'));
      expect(await push?.json()).toMatchObject({ level: 'error', placement: 'storefront:site-settings' });
    },
  );
});
