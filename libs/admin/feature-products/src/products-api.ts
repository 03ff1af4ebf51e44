import { unwrap, type ApiClient } from '@shop/api-client';
import type { Payload, QueryParams, RequestBody, Schema } from '@shop/api-contract';

/** A product as the admin edits it (`AdminProduct`). */
export type AdminProduct = Schema<'AdminProduct'>;
/** A row of the admin product list. */
export type AdminProductListItem = Schema<'AdminProductListItem'>;
/** A page of the admin product list; `pagination.total` stops counting at {@link ADMIN_PRODUCT_TOTAL_CAP}. */
export type AdminProductListPage = Payload<'listAdminProducts'>;
/** Body of `createProduct`. */
export type CreateProductBody = RequestBody<'createProduct'>;
/** Body of `updateProduct` (absent fields stay unchanged). */
export type UpdateProductBody = RequestBody<'updateProduct'>;
/** Stock state of a product. */
export type Availability = Schema<'Availability'>;
/** A product as other lists show it (relations). */
export type ProductCard = Schema<'ProductCard'>;
/** Analogues, accessories and related products. */
export type ProductRelations = Schema<'ProductRelations'>;
/** The ids of each relation kind, in display order. */
export type ProductRelationsInput = Schema<'ProductRelationsInput'>;
/** Attribute values of one attribute group. */
export type ProductAttributeGroup = Schema<'ProductAttributeGroup'>;
/** One attribute value to save. */
export type AttributeValueInput = Schema<'AttributeValueInput'>;
/** An image of a product with its place and main flag. */
export type ProductMultimedia = Schema<'ProductMultimedia'>;
/** A product's price for one customer group. */
export type GroupPrice = Schema<'GroupPrice'>;
/** One group price to save: exact money string in roubles. */
export type GroupPriceInput = RequestBody<'replaceProductGroupPrices'>['groupPriceList'][number];
export type ProductStock = Schema<'ProductStock'>;
export type StockMovement = Schema<'StockMovement'>;
export type StockAdjustment = RequestBody<'adjustProductStock'>;
export type StockSettings = RequestBody<'updateProductStockSettings'>;

/** The listAdminProducts count stops here: a total this big means "this many or more". */
export const ADMIN_PRODUCT_TOTAL_CAP = 10_000;

/** The list filters the admin keeps in the URL. */
export interface ProductListFilters {
  page: number;
  limit: number;
  searchQuery: string;
  categoryId: string | null;
  availability: Availability | null;
  includeDeleted: boolean;
}

/** Changes to one image of a product. */
export type ProductMultimediaChange = RequestBody<'updateProductMultimedia'>;

/** The admin product calls the pages need; a narrow seam so pages are tested with a fake. */
export interface ProductsApi {
  list(filters: ProductListFilters): Promise<AdminProductListPage>;
  get(productId: string): Promise<AdminProduct>;
  create(body: CreateProductBody): Promise<AdminProduct>;
  update(productId: string, body: UpdateProductBody): Promise<AdminProduct>;
  /** Soft delete (code 3 when already deleted). */
  remove(productId: string): Promise<void>;
  restore(productId: string): Promise<AdminProduct>;
  getRelations(productId: string): Promise<ProductRelations>;
  replaceRelations(productId: string, relations: ProductRelationsInput): Promise<ProductRelations>;
  getAttributes(productId: string): Promise<ProductAttributeGroup[]>;
  replaceAttributes(productId: string, values: AttributeValueInput[]): Promise<ProductAttributeGroup[]>;
  listMultimedia(productId: string): Promise<ProductMultimedia[]>;
  addMultimedia(
    productId: string,
    image: { fileId: string; alt?: string | null; isMain?: boolean },
  ): Promise<ProductMultimedia[]>;
  reorderMultimedia(productId: string, multimediaIdList: string[]): Promise<ProductMultimedia[]>;
  updateMultimedia(
    productId: string,
    multimediaId: string,
    change: ProductMultimediaChange,
  ): Promise<ProductMultimedia[]>;
  removeMultimedia(productId: string, multimediaId: string): Promise<ProductMultimedia[]>;
  getGroupPrices(productId: string): Promise<GroupPrice[]>;
  replaceGroupPrices(productId: string, prices: GroupPriceInput[]): Promise<GroupPrice[]>;
  getStock(productId: string): Promise<ProductStock>;
  adjustStock(productId: string, adjustment: StockAdjustment): Promise<ProductStock>;
  updateStockSettings(productId: string, settings: StockSettings): Promise<ProductStock>;
  /** The newest `limit` movements of the product's stock. */
  listStockMovements(productId: string, limit: number): Promise<{ movements: StockMovement[]; total: number }>;
}

/** The list query of filters: defaults and empty values are left out, as the contract's defaults cover them. */
export function toListQuery(filters: ProductListFilters): QueryParams<'listAdminProducts'> {
  return {
    page: filters.page,
    limit: filters.limit,
    ...(filters.searchQuery ? { searchQuery: filters.searchQuery } : {}),
    ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
    ...(filters.availability ? { availability: filters.availability } : {}),
    ...(filters.includeDeleted ? { includeDeleted: true } : {}),
  };
}

/** The product calls over the shared typed client (bearer token, one retry after a refresh). */
export function createProductsApi(client: ApiClient): ProductsApi {
  const path = (productId: string) => ({ params: { path: { productId } } });
  return {
    async list(filters) {
      return unwrap(await client.GET('/api/v1/admin/product/list', { params: { query: toListQuery(filters) } }))
        .payload;
    },
    async get(productId) {
      return unwrap(await client.GET('/api/v1/admin/product/{productId}', path(productId))).payload.product;
    },
    async create(body) {
      return unwrap(await client.POST('/api/v1/admin/product', { body })).payload.product;
    },
    async update(productId, body) {
      return unwrap(await client.PATCH('/api/v1/admin/product/{productId}', { ...path(productId), body })).payload
        .product;
    },
    async remove(productId) {
      unwrap(await client.DELETE('/api/v1/admin/product/{productId}', path(productId)));
    },
    async restore(productId) {
      return unwrap(await client.POST('/api/v1/admin/product/{productId}/restore', path(productId))).payload.product;
    },
    async getRelations(productId) {
      return unwrap(await client.GET('/api/v1/admin/product/{productId}/relations', path(productId))).payload.relations;
    },
    async replaceRelations(productId, body) {
      return unwrap(await client.PUT('/api/v1/admin/product/{productId}/relations', { ...path(productId), body }))
        .payload.relations;
    },
    async getAttributes(productId) {
      return unwrap(await client.GET('/api/v1/admin/product/{productId}/attributes', path(productId))).payload
        .attributeGroupList;
    },
    async replaceAttributes(productId, attributeValueList) {
      const body = { attributeValueList };
      return unwrap(await client.PUT('/api/v1/admin/product/{productId}/attributes', { ...path(productId), body }))
        .payload.attributeGroupList;
    },
    async listMultimedia(productId) {
      return unwrap(await client.GET('/api/v1/admin/product/{productId}/multimedia', path(productId))).payload
        .multimediaList;
    },
    async addMultimedia(productId, body) {
      return unwrap(await client.POST('/api/v1/admin/product/{productId}/multimedia', { ...path(productId), body }))
        .payload.multimediaList;
    },
    async reorderMultimedia(productId, multimediaIdList) {
      const body = { multimediaIdList };
      return unwrap(
        await client.PUT('/api/v1/admin/product/{productId}/multimedia/order', { ...path(productId), body }),
      ).payload.multimediaList;
    },
    async updateMultimedia(productId, multimediaId, body) {
      const params = { path: { productId, multimediaId } };
      return unwrap(await client.PATCH('/api/v1/admin/product/{productId}/multimedia/{multimediaId}', { params, body }))
        .payload.multimediaList;
    },
    async removeMultimedia(productId, multimediaId) {
      const params = { path: { productId, multimediaId } };
      return unwrap(await client.DELETE('/api/v1/admin/product/{productId}/multimedia/{multimediaId}', { params }))
        .payload.multimediaList;
    },
    async getGroupPrices(productId) {
      return unwrap(await client.GET('/api/v1/admin/product/{productId}/group-prices', path(productId))).payload
        .groupPriceList;
    },
    async replaceGroupPrices(productId, groupPriceList) {
      const body = { groupPriceList };
      return unwrap(await client.PUT('/api/v1/admin/product/{productId}/group-prices', { ...path(productId), body }))
        .payload.groupPriceList;
    },
    async getStock(productId) {
      return unwrap(await client.GET('/api/v1/admin/product/{productId}/stock', path(productId))).payload.productStock;
    },
    async adjustStock(productId, body) {
      return unwrap(
        await client.POST('/api/v1/admin/product/{productId}/stock/adjustment', { ...path(productId), body }),
      ).payload.productStock;
    },
    async updateStockSettings(productId, body) {
      return unwrap(await client.PATCH('/api/v1/admin/product/{productId}/stock', { ...path(productId), body })).payload
        .productStock;
    },
    async listStockMovements(productId, limit) {
      const params = { path: { productId }, query: { page: 1, limit } };
      const { payload } = unwrap(await client.GET('/api/v1/admin/product/{productId}/stock/movements', { params }));
      return { movements: payload.stockMovementList, total: payload.pagination.total };
    },
  };
}
