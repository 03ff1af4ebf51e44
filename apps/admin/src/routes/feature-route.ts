import type { ComponentType } from 'react';
import { loadChunk } from './load-chunk';

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

/**
 * The `loadPage` maker of a feature's route table: `load` imports the feature's chunk and picks its table of pages,
 * so the chunk is fetched (through {@link loadChunk}) when one of its pages is first opened.
 */
export function pagesOfChunk<Pages extends Record<keyof Pages, ComponentType>>(load: () => Promise<Pages>) {
  return (name: keyof Pages) => async (): Promise<ComponentType> => (await loadChunk(load))[name];
}
