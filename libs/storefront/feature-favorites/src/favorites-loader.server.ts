import { unwrap } from '@shop/api-client';
import { reportLoadFailure, shopperApi } from '@shop/storefront-data-access/server';
import { isUnknownShopperIds } from '@shop/storefront-data-access';
import { parsePage } from '@shop/storefront-domain';
import type { RouterContextProvider } from 'react-router';
import { FAVORITES_PAGE_SIZE, type FavoritesPageData } from './favorites-page';

/**
 * /account/favorites?page=N: a page of the shopper's favorite products at their prices, for a guest (the anonymous id
 * cookie) as for a customer. Ids the API no longer knows are no favorites; any other failure is logged and the page
 * says the list could not be loaded.
 */
export async function loadFavoritesPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<FavoritesPageData> {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  try {
    const query = { page, limit: FAVORITES_PAGE_SIZE };
    const listing = unwrap(
      await shopperApi(request, context).GET('/api/v1/favorites/list', { params: { query } }),
    ).payload;
    return { page, listing };
  } catch (error) {
    if (isUnknownShopperIds(error))
      return { page, listing: { productList: [], pagination: { page, limit: FAVORITES_PAGE_SIZE, total: 0 } } };
    reportLoadFailure('favorites-list', error);
    return { page, listing: null };
  }
}
