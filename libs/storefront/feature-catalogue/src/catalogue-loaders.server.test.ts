import { STORAGE_KEYS } from '@shop/domain';
import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionContext } from '@shop/storefront-data-access/server';
import {
  loadAllProductsPage,
  loadCategoryPage,
  loadHomeShowcase,
  rememberLayoutAction,
} from './catalogue-loaders.server';
import { testProductCard } from '@shop/storefront-testing';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const BRAND = '1c613263-abc1-4df5-9581-8ffc0f77de00';
const CATEGORY = {
  id: '00000000-0000-4000-8000-0000000000c1',
  parentId: null,
  position: 0,
  title: 'Тахографы',
  slug: 'tahografy',
  description: null,
  image: null,
  seoTitle: null,
  seoDescription: null,
  productCount: 1,
};
const EMPTY_FACETS = { price: { min: null, max: null }, availability: [], attributes: [] };
const listing = (products = [testProductCard()]) =>
  json(200, {
    payload: {
      productList: products,
      pagination: { page: 1, limit: 24, total: products.length },
      facets: EMPTY_FACETS,
    },
  });

/** Requests the loaders sent, and a fake API answering by path. */
let sent: Request[] = [];
function fakeApi(answer: (url: URL) => Response) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request);
    return answer(new URL(request.url));
  });
}

function contextFor(accessToken: string | null) {
  const context = new RouterContextProvider();
  context.set(sessionContext, { accessToken, user: null, setCookies: [] });
  return context;
}

beforeEach(() => {
  sent = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadCategoryPage', () => {
  it("asks for the customer's prices with their access token and reads the remembered layout", async () => {
    fakeApi((url) =>
      url.pathname.startsWith('/api/v1/category/by-slug/')
        ? json(200, { payload: { category: CATEGORY, breadcrumbs: [], children: [] } })
        : listing(),
    );
    const request = new Request('http://shop.test/category/tahografy?sort=price_asc&page=2', {
      headers: { cookie: `${STORAGE_KEYS.categoryProductListDisplayAs}=list` },
    });
    const data = await loadCategoryPage(request, contextFor('customer-token'), 'tahografy');

    expect(data.category.title).toBe('Тахографы');
    expect(data.layout).toBe('list');
    const list = sent.find((r) => new URL(r.url).pathname === '/api/v1/product/list');
    expect(list?.headers.get('authorization')).toBe('Bearer customer-token');
    const query = new URL(list?.url ?? '').searchParams;
    expect([query.get('categorySlug'), query.get('sort'), query.get('page'), query.get('limit')]).toEqual([
      'tahografy',
      'price_asc',
      '2',
      '24',
    ]);
  });

  it('throws a 404 response for an unknown slug', async () => {
    fakeApi(() => json(404, { error: 6, message: 'Категория не найдена' }));
    const failure = await loadCategoryPage(new Request('http://shop.test/category/net'), contextFor(null), 'net').catch(
      (error: unknown) => error,
    );
    // data(…, { status: 404 }): React Router turns it into the 404 error response the root error page shows.
    expect(failure).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
  });

  // Issue #24, finding 16: `/category/a%20b` was the 500 page.
  it.each([
    [400, 'a b'],
    [414, 'a'.repeat(1200)],
  ])('throws a 404 response for a slug the API refuses by format (%i)', async (status, slug) => {
    fakeApi(() => json(status, { error: 12, message: 'Нарушено ограничение проверки' }));
    const failure = await loadCategoryPage(
      new Request(`http://shop.test/category/${encodeURIComponent(slug)}`),
      contextFor(null),
      slug,
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
  });

  it('still fails with the API’s own failure (a 500 page) when the API breaks', async () => {
    fakeApi(() => json(500, { error: 0, message: 'Внутренняя ошибка' }));
    const failure = await loadCategoryPage(
      new Request('http://shop.test/category/tahografy'),
      contextFor(null),
      'tahografy',
    ).catch((error: unknown) => error);
    expect(failure).not.toMatchObject({ init: { status: 404 } });
  });

  it('drops attribute filters the API rejects and says so, instead of failing the page', async () => {
    fakeApi((url) => {
      if (url.pathname.startsWith('/api/v1/category/by-slug/'))
        return json(200, { payload: { category: CATEGORY, breadcrumbs: [], children: [] } });
      return url.searchParams.has('attribute')
        ? json(404, { error: 6, message: 'Характеристика не найдена' })
        : listing();
    });
    const request = new Request(
      `http://shop.test/category/tahografy?availability=in_stock&attribute=${encodeURIComponent(`${BRAND}:Атол`)}`,
    );
    const data = await loadCategoryPage(request, contextFor(null), 'tahografy');

    expect(data.filtersReset).toBe(true);
    expect(data.params.attributeValues).toEqual([]);
    expect(data.params.availability).toEqual(['in_stock']);
    expect(data.listing?.productList).toHaveLength(1);
  });

  it('redirects a form submitted without JavaScript (empty fields, defaults) to the canonical URL', async () => {
    fakeApi(() => listing());
    const request = new Request(
      `http://shop.test/category/tahografy?price_min=100&price_max=&attr_min.${BRAND}=&sort=newest&availability=on_order`,
    );
    const failure = await loadCategoryPage(request, contextFor(null), 'tahografy').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Response);
    expect((failure as Response).headers.get('location')).toBe(
      '/category/tahografy?price_min=100&availability=on_order',
    );
    expect(sent).toHaveLength(0);
  });

  it('keeps the page when the listing is unreachable, with no listing to show', async () => {
    fakeApi((url) =>
      url.pathname.startsWith('/api/v1/category/by-slug/')
        ? json(200, { payload: { category: CATEGORY, breadcrumbs: [], children: [] } })
        : json(503, { error: 0, message: 'down' }),
    );
    const data = await loadCategoryPage(
      new Request('http://shop.test/category/tahografy'),
      contextFor(null),
      'tahografy',
    );
    expect(data.listing).toBeNull();
  });
});

describe('loadAllProductsPage', () => {
  it('searches with ?q= and remembers the search layout separately', async () => {
    fakeApi(() => json(200, { payload: { productList: [], pagination: { page: 3, limit: 24, total: 0 } } }));
    const request = new Request('http://shop.test/all/products?q=%20nf[juhfa%20&page=3', {
      headers: { cookie: `${STORAGE_KEYS.allProductsDisplayAs}=list; ${STORAGE_KEYS.searchProductsDisplayAs}=grid` },
    });
    const data = await loadAllProductsPage(request, contextFor(null));

    expect(data).toMatchObject({ mode: 'search', query: 'nf[juhfa', page: 3, layout: 'grid' });
    const search = new URL(sent[0]?.url ?? '');
    expect(search.pathname).toBe('/api/v1/search');
    expect(search.searchParams.get('query')).toBe('nf[juhfa');
  });

  it('lists all products without a category when there is no query', async () => {
    fakeApi(() => listing());
    const data = await loadAllProductsPage(
      new Request('http://shop.test/all/products', {
        headers: { cookie: `${STORAGE_KEYS.allProductsDisplayAs}=list` },
      }),
      contextFor(null),
    );
    expect(data).toMatchObject({ mode: 'list', layout: 'list' });
    expect(new URL(sent[0]?.url ?? '').searchParams.has('categorySlug')).toBe(false);
  });
});

describe('loadHomeShowcase', () => {
  it('does not repeat the newest products in the in-stock block', async () => {
    const shared = testProductCard({ id: '00000000-0000-4000-8000-000000000002' });
    const other = testProductCard({ id: '00000000-0000-4000-8000-000000000003' });
    fakeApi((url) => {
      if (url.pathname === '/api/v1/category/tree') return json(200, { payload: { categoryTree: [] } });
      return url.searchParams.get('availability') === 'in_stock' ? listing([shared, other]) : listing([shared]);
    });
    const data = await loadHomeShowcase(contextFor(null));
    expect(data.newest?.map((p) => p.id)).toEqual([shared.id]);
    expect(data.inStock?.map((p) => p.id)).toEqual([other.id]);
  });

  it('shows what loaded when one part fails', async () => {
    fakeApi((url) => (url.pathname === '/api/v1/category/tree' ? json(500, { error: 0, message: 'db' }) : listing()));
    const data = await loadHomeShowcase(contextFor(null));
    expect(data.categories).toBeNull();
    expect(data.newest).toHaveLength(1);
  });
});

describe('rememberLayoutAction', () => {
  it('sets the preference cookie and returns to the same listing URL', async () => {
    const request = new Request('http://shop.test/category/tahografy?sort=price_asc&page=2', {
      method: 'POST',
      body: new URLSearchParams({ displayAs: 'list' }),
    });
    const response = await rememberLayoutAction(request, STORAGE_KEYS.categoryProductListDisplayAs);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/category/tahografy?sort=price_asc&page=2');
    expect(response.headers.get('set-cookie')).toContain('category_product_list_display_as=list');
  });

  it('sets nothing for a value that is not a layout', async () => {
    const request = new Request('http://shop.test/category/list', {
      method: 'POST',
      body: new URLSearchParams({ displayAs: 'table' }),
    });
    const response = await rememberLayoutAction(request, STORAGE_KEYS.categoryListDisplayAs);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
