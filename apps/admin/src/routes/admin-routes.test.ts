import { describe, expect, it } from 'vitest';
import { toRouterPath } from '../navigation';
import { adminPlaceholderRoutes } from './admin-routes';
import { catalogueRoutes } from './catalogue-routes';
import { productRoutes } from './product-routes';
import { userRoutes } from './user-routes';

describe('admin route table', () => {
  it('registers every admin page of SPEC 2', () => {
    const base = [
      '/admin/order/list', '/admin/order/info',
      '/admin/category/list', '/admin/category/create', '/admin/category/update', '/admin/category/update/product-list',
      '/admin/product/list', '/admin/user/list',
      '/admin/customer/group/list', '/admin/customer/group/create', '/admin/customer/group/update',
      '/admin/settings/site', '/admin/attribute/list', '/admin/attribute/upsert',
      '/admin/attribute-group/list', '/admin/attribute-group/upsert', '/admin/integrator-request/list',
    ];
    const productPages = ['create', 'update'].flatMap((mode) =>
      ['', '/relations', '/attributes', '/multimedia', '/group-price'].map((sub) => `/admin/product/${mode}${sub}`),
    );
    const userPages = ['create', 'update'].flatMap((mode) => ['', '/relations'].map((sub) => `/admin/user/${mode}${sub}`));
    const paths = [...adminPlaceholderRoutes, ...userRoutes].map((route) => route.path);
    expect(new Set(paths)).toEqual(new Set([...base, ...productPages, ...userPages]));
    expect(paths).toHaveLength(new Set(paths).size);
  });

  it('lets the product feature deliver every product page of SPEC 2, and the media library', () => {
    const productPaths = adminPlaceholderRoutes.map((route) => route.path).filter((path) => path.startsWith('/admin/product/'));
    expect(productPaths).toHaveLength(11);
    expect(new Set(productRoutes.map((route) => route.path))).toEqual(new Set([...productPaths, '/admin/media']));
    for (const route of productRoutes) expect(route.title.length).toBeGreaterThan(0);
  });

  it('lets the catalogue feature deliver every category, customer group, attribute and attribute group page of SPEC 2', () => {
    const sections = ['/admin/category/', '/admin/customer/group/', '/admin/attribute/', '/admin/attribute-group/'];
    const cataloguePaths = adminPlaceholderRoutes.map((route) => route.path).filter((path) => sections.some((section) => path.startsWith(section)));
    expect(cataloguePaths).toHaveLength(11);
    expect(new Set(catalogueRoutes.map((route) => route.path))).toEqual(new Set(cataloguePaths));
    for (const route of catalogueRoutes) expect(route.title.length).toBeGreaterThan(0);
  });

  it('gives every page a title, and every placeholder an area', () => {
    for (const route of userRoutes) expect(route.title.length).toBeGreaterThan(0);
    for (const route of adminPlaceholderRoutes) {
      expect(route.title.length).toBeGreaterThan(0);
      expect(route.area.length).toBeGreaterThan(0);
    }
  });

  it('maps full paths onto the router basename', () => {
    expect(toRouterPath('/admin')).toBe('/');
    expect(toRouterPath('/admin/product/list')).toBe('/product/list');
  });
});
