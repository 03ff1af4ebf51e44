import { createApiSeam } from '@shop/admin-data-access';
import type { CatalogueApi } from './catalogue-api';

const catalogueApiSeam = createApiSeam<CatalogueApi>('CatalogueApi');

/** Gives the catalogue pages their API (the app passes the real one, tests a fake). */
export const CatalogueApiProvider = catalogueApiSeam.Provider;

/** The API of the nearest {@link CatalogueApiProvider}. */
export const useCatalogueApi = catalogueApiSeam.useApi;
