import { unwrap } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { cachedCategoryTree, catalogueApi, isUnknownAddress, serverEnv } from '@shop/storefront-data-access/server';
import { lookupRedirect } from '@shop/storefront-data-access';
import { productBreadcrumbs } from './breadcrumbs';
import type { ProductPageData } from './product-seo';

/** The category tree for the breadcrumb trail; without it the trail is shorter, the page still renders. */
async function loadCategoryTree(): Promise<Schema<'CategoryTreeNode'>[]> {
  try {
    return await cachedCategoryTree();
  } catch {
    return [];
  }
}

/**
 * A category-scoped address of a product whose slug changed: the API keeps a redirect for the old /product/{slug}
 * only, so ask for that one and keep the shopper inside the category (/category/{c}/product/{new}). Null when there is
 * no such redirect (a product that never existed or is deleted).
 */
async function movedWithinCategory(
  categorySlug: string,
  productSlug: string,
): Promise<{ to: string; status: 301 | 302 } | null> {
  const target = await lookupRedirect(`/product/${encodeURIComponent(productSlug)}`, { apiUrl: serverEnv.apiUrl });
  if (!target || !/^\/product\/[^/?#]+$/.test(target.to)) return null;
  return { to: `/category/${encodeURIComponent(categorySlug)}${target.to}`, status: target.status };
}

/**
 * Loads a product page: the product by slug with the shopper's personal price, and its breadcrumbs.
 * An unknown or deleted slug is a 404 page. An old /product/{slug} never gets here (the redirect lookup middleware
 * answers it with a 301 first); an old category-scoped one is redirected here. Any other failure is the 500 page.
 */
export async function loadProductPage(
  context: Readonly<RouterContextProvider>,
  productSlug: string,
  viaCategorySlug: string | null,
): Promise<ProductPageData> {
  // As the signed-in shopper, so the API answers their customer group's personalPrice.
  const api = catalogueApi(context);
  const replies = await Promise.all([
    api.GET('/api/v1/product/by-slug/{productSlug}', { params: { path: { productSlug } } }).then(unwrap),
    loadCategoryTree(),
  ]).catch((error: unknown) => {
    // Code 12 (400, 414): the path segment is not even a well-formed slug, so no product can live there either.
    if (isUnknownAddress(error)) return null;
    throw error;
  });
  if (!replies) {
    const moved = viaCategorySlug ? await movedWithinCategory(viaCategorySlug, productSlug) : null;
    if (moved) throw redirect(moved.to, moved.status);
    throw data('Product not found', { status: 404, statusText: 'Not Found' });
  }
  const [productReply, tree] = replies;
  const { product } = productReply.payload;
  return { product, breadcrumbs: productBreadcrumbs({ product, tree, viaCategorySlug }) };
}
