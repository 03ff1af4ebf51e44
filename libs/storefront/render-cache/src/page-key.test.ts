import { describe, expect, it } from 'vitest';
import {
  hasSessionCookie,
  isCacheablePath,
  isCustomerGroupPageKey,
  isPriceGroupCacheablePath,
  pageCookiesOf,
  pageKey,
  sharedRenderRequest,
} from './page-key';

describe('pageCookiesOf', () => {
  it('keeps the colour mode and the listings’ list choices only, in a fixed order, and drops unknown values', () => {
    const header =
      'cart_id=c1; category_list_display_as=list; refresh_token=r; color_mode=dark; anonymous_user_id=u; all_products_display_as=grid';
    expect(pageCookiesOf(header)).toBe('color_mode=dark; category_list_display_as=list');
    expect(pageCookiesOf('color_mode=system; category_product_list_display_as=table')).toBe('');
    expect(pageCookiesOf(undefined)).toBe('');
  });
});

describe('the page variant', () => {
  it('differs by crawler, page cookies and origin, and renders with only the page cookies', () => {
    const base = { origin: 'https://shop.example', pathAndQuery: '/category/a?page=2', cookies: '', bot: false };
    const keys = new Set(
      [
        base,
        { ...base, bot: true },
        { ...base, cookies: 'color_mode=dark' },
        { ...base, origin: 'https://other.example' },
      ].map((v) => pageKey(v)),
    );
    expect(keys.size).toBe(4);
    const request = sharedRenderRequest({ ...base, cookies: 'color_mode=dark' });
    expect([request.url, request.headers.get('cookie')]).toEqual([
      'https://shop.example/category/a?page=2',
      'color_mode=dark',
    ]);
    expect(sharedRenderRequest(base).headers.get('cookie')).toBeNull();
    // The id of the visitor's request that set the render off, for the logs; never part of the page's key.
    expect(sharedRenderRequest(base, 'visitor-request-01').headers.get('x-request-id')).toBe('visitor-request-01');
    expect(sharedRenderRequest(base).headers.get('x-request-id')).toBeNull();
  });

  it('keys a price group’s pages apart from the anonymous ones and from each other, never by person', () => {
    const v = { origin: 'https://shop.example', pathAndQuery: '/product/b', cookies: '', bot: false };
    const keys = [pageKey(v), pageKey(v, null), pageKey(v, 'group-a'), pageKey(v, 'group-b')];
    expect(new Set(keys).size).toBe(4);
    const request = sharedRenderRequest({ ...v, cookies: 'color_mode=dark' }, 'r1', {
      priceGroupId: 'group-a',
      accessToken: 'token-of-one-customer',
    });
    expect([
      request.headers.get('cookie'),
      request.headers.get('x-storefront-shared-render'),
      request.headers.get('x-storefront-price-group'),
    ]).toEqual(['color_mode=dark; access_token=token-of-one-customer', 'price-group', 'group-a']);
    expect(sharedRenderRequest(v).headers.get('x-storefront-shared-render')).toBe('1');
    // Only a customer group's pages show free quantities (issue #28): a group purge drops those alone.
    expect(keys.map(isCustomerGroupPageKey)).toEqual([false, false, true, true]);
  });

  it('tells the cacheable pages and the session cookies', () => {
    expect(
      ['/', '/delivery', '/all/products', '/category/list', '/category/a', '/product/b', '/category/a/product/b'].every(
        isCacheablePath,
      ),
    ).toBe(true);
    expect(
      ['/cart', '/search', '/account', '/checkout', '/product/b.data', '/category/a/b', '/auth/login'].some(
        isCacheablePath,
      ),
    ).toBe(false);
    // The cart is kept for a price group's customers only (its lines come from the page's personal data).
    expect(['/cart', '/product/b', '/'].every(isPriceGroupCacheablePath)).toBe(true);
    expect(['/cart.data', '/checkout', '/account', '/search'].some(isPriceGroupCacheablePath)).toBe(false);
    expect([
      hasSessionCookie('refresh_token=r'),
      hasSessionCookie('x=1; access_token=a'),
      hasSessionCookie('cart_id=c; color_mode=dark'),
    ]).toEqual([true, true, false]);
  });
});
