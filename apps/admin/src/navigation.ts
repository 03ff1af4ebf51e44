import type { AdminNavItem } from '@shop/admin-ui-layout';
import { ru } from '@shop/i18n-ru';

/** Base path the admin SPA lives under (Vite `base`, router `basename`, server prefix). */
export const ADMIN_BASENAME = '/admin';

const nav = ru.admin.nav;

/** The sidebar sections, in the order the back office shows them. */
export const adminNavItems: readonly AdminNavItem[] = [
  { href: '/admin/order/list', label: nav.orders, section: '/admin/order/' },
  { href: '/admin/category/list', label: nav.categories, section: '/admin/category/' },
  { href: '/admin/product/list', label: nav.products, section: '/admin/product/' },
  { href: '/admin/user/list', label: nav.users, section: '/admin/user/' },
  { href: '/admin/customer/group/list', label: nav.customerGroups, section: '/admin/customer/group/' },
  { href: '/admin/attribute/list', label: nav.attributes, section: '/admin/attribute/' },
  { href: '/admin/attribute-group/list', label: nav.attributeGroups, section: '/admin/attribute-group/' },
  { href: '/admin/media', label: ru.adminProducts.nav.media, section: '/admin/media' },
  { href: '/admin/integrator-request/list', label: nav.integratorRequests, section: '/admin/integrator-request/' },
  { href: '/admin/settings/site', label: nav.siteSettings, section: '/admin/settings/' },
];

/** A full admin URL path as the router sees it under its basename ('/admin/product/list' -> '/product/list'). */
export function toRouterPath(path: string): string {
  if (path === ADMIN_BASENAME) return '/';
  return path.startsWith(`${ADMIN_BASENAME}/`) ? path.slice(ADMIN_BASENAME.length) : path;
}

/** The full URL path of a router location ('/product/list' -> '/admin/product/list'). */
export function toFullPath(routerPath: string): string {
  return routerPath === '/' ? ADMIN_BASENAME : `${ADMIN_BASENAME}${routerPath}`;
}
