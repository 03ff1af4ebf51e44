import { ru } from '@shop/i18n-ru';

/** One admin page that, for now, shows a placeholder for the feature that will fill it. */
export interface AdminPlaceholderRoute {
  /** Full URL path as SPEC 2 lists it (the router strips the '/admin' basename). */
  path: string;
  /** Page heading and document title. */
  title: string;
  /** The admin area the page belongs to, as the sidebar names it. */
  area: string;
}

const pages = ru.admin.pages;
const nav = ru.admin.nav;

// TODO(#14): placeholder until integrator requests land (issue #14).
const integratorRequestRoutes: AdminPlaceholderRoute[] = [
  { path: '/admin/integrator-request/list', title: pages.integratorRequestList, area: nav.integratorRequests },
];

/** Every admin page of SPEC 2 still waiting for its feature (the dashboard, order, user and catalogue pages are real), in sidebar order. */
export const adminPlaceholderRoutes: readonly AdminPlaceholderRoute[] = [
  ...integratorRequestRoutes,
];
