import type { MediaApi } from '@shop/admin-media';
import { fakeMediaApi } from '@shop/admin-media/testing';
import { renderAdminPage } from '@shop/admin-testing';
import { withAdminUi } from '@shop/admin-ui-data/testing';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { AdminCategory, CustomerGroup, LookupsApi } from '../lookups-api';
import type { AdminProduct, AdminProductListItem, ProductsApi, ProductStock } from '../products-api';
import { ProductsFeatureApiProvider, type ProductsFeatureApi } from '../products-api-context';

/** The API's error replies, as the page tests throw them. */
export { apiError } from '@shop/admin-testing';

export const PRODUCT_ID = '0b6f1d7e-5a43-4c1e-9d8e-2f6a3b1c7d01';
export const CATEGORY_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e01';
export const GROUP_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f01';

/** A product's stock as the API answers it for a product that is not counted yet, with overrides. */
export function untrackedStock(productId: string, overrides: Partial<ProductStock> = {}): ProductStock {
  return {
    productId,
    tracked: false,
    onHand: 0,
    reserved: 0,
    free: 0,
    backorder: false,
    leadTimeDays: null,
    saleStopped: false,
    availability: 'in_stock',
    updatedAt: null,
    ...overrides,
  };
}

/** A product as the admin API returns it, with overrides. */
export function aProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: PRODUCT_ID,
    slug: 'takhograf-shtrikh-m',
    article: 'ШТ-М-001',
    title: 'Тахограф «Штрих-М» с блоком СКЗИ',
    description: '<p>Цифровой тахограф для грузовиков.</p>',
    basePrice: '45900.00',
    personalPrice: '45900.00',
    availability: 'in_stock',
    mainImage: null,
    primaryCategoryId: CATEGORY_ID,
    categoryIdList: [CATEGORY_ID],
    seoTitle: null,
    seoDescription: null,
    deletedAt: null,
    createdAt: '2026-03-05T11:03:09.000Z',
    updatedAt: '2026-03-05T11:03:09.000Z',
    ...overrides,
  };
}

/** A row of the admin product list. */
export function aListItem(overrides: Partial<AdminProductListItem> = {}): AdminProductListItem {
  return {
    id: PRODUCT_ID,
    slug: 'takhograf-shtrikh-m',
    article: 'ШТ-М-001',
    title: 'Тахограф «Штрих-М» с блоком СКЗИ',
    basePrice: '45900.00',
    personalPrice: '45900.00',
    availability: 'in_stock',
    mainImage: null,
    primaryCategory: { id: CATEGORY_ID, slug: 'takhografy', title: 'Тахографы' },
    deletedAt: null,
    updatedAt: '2026-03-05T11:03:09.000Z',
    ...overrides,
  };
}

/** A category of the admin list. */
export function aCategory(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id: CATEGORY_ID,
    parentId: null,
    position: 0,
    title: 'Тахографы',
    slug: 'takhografy',
    description: null,
    image: null,
    seoTitle: null,
    seoDescription: null,
    productCount: 12,
    deletedAt: null,
    createdAt: '2026-03-05T11:03:09.000Z',
    updatedAt: '2026-03-05T11:03:09.000Z',
    ...overrides,
  };
}

/** A customer group. */
export function aGroup(overrides: Partial<CustomerGroup> = {}): CustomerGroup {
  return {
    id: GROUP_ID,
    title: 'Дилеры',
    description: null,
    discountPercent: '10',
    memberCount: 3,
    priceCount: 0,
    createdAt: '2026-03-05T11:03:09.000Z',
    updatedAt: '2026-03-05T11:03:09.000Z',
    ...overrides,
  };
}

/** Fake product, lookup and media APIs whose calls are spies; override what a test needs. */
export function fakeFeatureApi(
  overrides: { products?: Partial<ProductsApi>; lookups?: Partial<LookupsApi>; media?: Partial<MediaApi> } = {},
): ProductsFeatureApi {
  const products: ProductsApi = {
    list: vi.fn(async (filters) => ({
      productList: [aListItem()],
      pagination: { page: filters.page, limit: filters.limit, total: 1 },
    })),
    get: vi.fn(async (id: string) => aProduct({ id })),
    create: vi.fn(async (body) =>
      aProduct({
        id: '9a0e1e64-2b8f-4a53-8d35-7f3f6f0b6c01',
        title: body.title,
        slug: body.slug,
        article: body.article,
      }),
    ),
    update: vi.fn(async (id, body) =>
      aProduct({
        id,
        ...body,
        basePrice: body.basePrice ?? '45900.00',
        updatedAt: new Date().toISOString(),
      } as Partial<AdminProduct>),
    ),
    remove: vi.fn(async () => undefined),
    restore: vi.fn(async (id: string) => aProduct({ id })),
    getRelations: vi.fn(async () => ({ analogues: [], accessories: [], related: [] })),
    replaceRelations: vi.fn(async () => ({ analogues: [], accessories: [], related: [] })),
    getAttributes: vi.fn(async () => []),
    replaceAttributes: vi.fn(async () => []),
    listMultimedia: vi.fn(async () => []),
    addMultimedia: vi.fn(async () => []),
    reorderMultimedia: vi.fn(async () => []),
    updateMultimedia: vi.fn(async () => []),
    removeMultimedia: vi.fn(async () => []),
    getGroupPrices: vi.fn(async () => []),
    replaceGroupPrices: vi.fn(async () => []),
    getStock: vi.fn(async (productId: string) => untrackedStock(productId)),
    adjustStock: vi.fn(async (productId: string) => untrackedStock(productId)),
    updateStockSettings: vi.fn(async (productId: string) => untrackedStock(productId)),
    listStockMovements: vi.fn(async () => ({ movements: [], total: 0 })),
    ...overrides.products,
  };
  const lookups: LookupsApi = {
    listCategories: vi.fn(async () => [aCategory()]),
    listCustomerGroups: vi.fn(async () => [aGroup()]),
    listAttributes: vi.fn(async () => []),
    ...overrides.lookups,
  };
  const media = fakeMediaApi(overrides.media);
  return { products, lookups, media };
}

/** Renders one page at `path` (router paths, no basename) with a query client, toasts, overlays and the fake APIs. */
export function renderPage(Page: ComponentType, path: string, api: ProductsFeatureApi, routePath?: string) {
  return renderAdminPage(Page, path, { routePath, wrapper: withAdminUi(ProductsFeatureApiProvider, { api }) });
}
