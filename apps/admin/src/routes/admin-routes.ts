/** One admin page that, for now, shows a placeholder for the feature that will fill it. */
export interface AdminPlaceholderRoute {
  /** Full URL path as SPEC 2 lists it (the router strips the '/admin' basename). */
  path: string;
  /** Page heading and document title. */
  title: string;
  /** The admin area the page belongs to, as the sidebar names it. */
  area: string;
}

/** Every admin page of SPEC 2 still waiting for its feature, in sidebar order: none is left, every page is real. */
export const adminPlaceholderRoutes: readonly AdminPlaceholderRoute[] = [];
