import { describe, expect, it } from 'vitest';
import { toRouterPath } from '../navigation';
import { adminFeatureRoutes } from './admin-routes';
import { catalogueRoutes } from './catalogue-routes';
import { integratorRequestRoutes } from './integrator-request-routes';
import { orderRoutes } from './order-routes';
import { productRoutes } from './product-routes';
import { settingsRoutes } from './settings-routes';

describe('admin route table', () => {
  it('registers every admin page of SPEC 2 once, and the media library', () => {
    const base = [
      '/admin/order/list',
      '/admin/order/info',
      '/admin/category/list',
      '/admin/category/create',
      '/admin/category/update',
      '/admin/category/update/product-list',
      '/admin/product/list',
      '/admin/user/list',
      '/admin/customer/group/list',
      '/admin/customer/group/create',
      '/admin/customer/group/update',
      '/admin/settings/site',
      '/admin/attribute/list',
      '/admin/attribute/upsert',
      '/admin/attribute-group/list',
      '/admin/attribute-group/upsert',
      '/admin/integrator-request/list',
    ];
    const productPages = ['create', 'update'].flatMap((mode) =>
      ['', '/relations', '/attributes', '/multimedia', '/group-price', '/stock'].map(
        (sub) => `/admin/product/${mode}${sub}`,
      ),
    );
    const userPages = ['create', 'update'].flatMap((mode) =>
      ['', '/relations'].map((sub) => `/admin/user/${mode}${sub}`),
    );
    const paths = adminFeatureRoutes.map((route) => route.path);
    const contentPages = ['/admin/settings/content', '/admin/settings/content/:slug'];
    expect(new Set(paths)).toEqual(new Set([...base, ...productPages, ...userPages, ...contentPages, '/admin/media']));
    expect(paths).toHaveLength(new Set(paths).size);
  });

  it('lets the product feature deliver every product page and the media library, the catalogue feature the rest of the catalogue', () => {
    expect(
      productRoutes
        .map((route) => route.path)
        .every((path) => path.startsWith('/admin/product/') || path === '/admin/media'),
    ).toBe(true);
    expect(productRoutes).toHaveLength(14);
    const sections = ['/admin/category/', '/admin/customer/group/', '/admin/attribute/', '/admin/attribute-group/'];
    expect(
      catalogueRoutes.map((route) => route.path).every((path) => sections.some((section) => path.startsWith(section))),
    ).toBe(true);
    expect(catalogueRoutes).toHaveLength(11);
  });

  it('lets the order, settings and integrator-request features deliver their pages', () => {
    expect(orderRoutes.map((route) => route.path)).toEqual(['/admin/order/list', '/admin/order/info']);
    expect(settingsRoutes.map((route) => route.path)).toEqual([
      '/admin/settings/site',
      '/admin/settings/content',
      '/admin/settings/content/:slug',
    ]);
    expect(integratorRequestRoutes.map((route) => route.path)).toEqual(['/admin/integrator-request/list']);
  });

  it('gives every page a title', () => {
    for (const route of adminFeatureRoutes) expect(route.title.length).toBeGreaterThan(0);
  });

  it("loads each feature page from its feature's chunk, a page of its own for every route", async () => {
    const loaded = await Promise.all(adminFeatureRoutes.map((route) => route.loadPage()));
    for (const Page of loaded) expect(typeof Page).toBe('function');
    expect(new Set(loaded).size).toBe(adminFeatureRoutes.length);
  });

  it('maps full paths onto the router basename', () => {
    expect(toRouterPath('/admin')).toBe('/');
    expect(toRouterPath('/admin/product/list')).toBe('/product/list');
  });
});
