import { createContext, useContext, type ReactNode } from 'react';
import type { CatalogueApi } from './catalogue-api';

const CatalogueApiContext = createContext<CatalogueApi | null>(null);

/** Gives the catalogue pages their API (the app passes the real one, tests a fake). */
export function CatalogueApiProvider({ api, children }: { api: CatalogueApi; children: ReactNode }) {
  return <CatalogueApiContext value={api}>{children}</CatalogueApiContext>;
}

/** The catalogue API of the nearest {@link CatalogueApiProvider}. */
export function useCatalogueApi(): CatalogueApi {
  const api = useContext(CatalogueApiContext);
  if (!api) throw new Error('useCatalogueApi needs a <CatalogueApiProvider> above it');
  return api;
}
