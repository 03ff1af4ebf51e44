/** Base path the admin SPA lives under (Vite `base`, router `basename`, server prefix). */
export const ADMIN_BASENAME = '/admin';

/** A full admin URL path as the router sees it under its basename ('/admin/product/list' -> '/product/list'). */
export function toRouterPath(path: string): string {
  if (path === ADMIN_BASENAME) return '/';
  return path.startsWith(`${ADMIN_BASENAME}/`) ? path.slice(ADMIN_BASENAME.length) : path;
}

/** The full URL path of a router location ('/product/list' -> '/admin/product/list'). */
export function toFullPath(routerPath: string): string {
  return routerPath === '/' ? ADMIN_BASENAME : `${ADMIN_BASENAME}${routerPath}`;
}
