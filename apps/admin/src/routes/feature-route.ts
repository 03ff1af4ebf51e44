import type { ComponentType } from 'react';

/**
 * An admin page delivered by a feature lib: its SPEC path and title, known to the entry chunk, and how to load
 * the page itself from its feature's chunk (the entry never imports feature code).
 */
export interface AdminFeatureRoute {
  /** Full URL path as SPEC 2 lists it (the router strips the '/admin' basename). */
  path: string;
  title: string;
  loadPage: () => Promise<ComponentType>;
}
