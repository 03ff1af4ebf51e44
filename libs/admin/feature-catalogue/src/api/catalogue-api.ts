import { createMediaApi, type MediaApi } from '@shop/admin-media';
import { unwrap, type ApiClient } from '@shop/api-client';
import type { Payload, QueryParams, RequestBody, Schema } from '@shop/api-contract';

/** A category as the admin sees it (deleted ones included). */
export type AdminCategory = Schema<'AdminCategory'>;
/** Body of `POST /api/v1/admin/category`. */
export type CategoryCreateBody = RequestBody<'createCategory'>;
/** Body of `PATCH /api/v1/admin/category/{id}` (absent fields stay, null clears). */
export type CategoryUpdateBody = RequestBody<'updateCategory'>;
/** A page of a category's products (the product-list sub-page). */
export type CategoryProductPage = Payload<'listAdminCategoryProducts'>;
/** One product row of that page. */
export type CategoryProduct = CategoryProductPage['productList'][number];

/** A customer group with its member and price counts. */
export type CustomerGroup = Schema<'CustomerGroup'>;
/** Body of the customer group create and update calls. */
export type CustomerGroupBody = RequestBody<'createCustomerGroup'>;
/** A page of customer groups. */
export type CustomerGroupPage = Payload<'listCustomerGroups'>;
/** A page of a group's members. */
export type CustomerGroupMemberPage = Payload<'listCustomerGroupMembers'>;
/** A member of a group (an admin view of a user). */
export type GroupMember = Schema<'AdminUser'>;
/** A page of a group's product prices. */
export type GroupPricePage = Payload<'listCustomerGroupPrices'>;
/** One product price of a group. */
export type GroupPrice = GroupPricePage['groupPriceList'][number];
/** Set (a price) or remove (null) group prices of several products. */
export type GroupPriceChange = RequestBody<'setCustomerGroupPrices'>['groupPriceList'][number];

/** An attribute with its options and group. */
export type Attribute = Schema<'Attribute'>;
/** One of the contract's attribute types. */
export type AttributeType = Schema<'AttributeType'>;
/** Body of `PUT /api/v1/admin/attribute` (id null creates). */
export type AttributeUpsertBody = RequestBody<'upsertAttribute'>;
/** A page of attributes. */
export type AttributePage = Payload<'listAttributes'>;
/** An attribute group. */
export type AttributeGroup = Schema<'AttributeGroup'>;
/** Body of `PUT /api/v1/admin/attribute-group` (id null creates). */
export type AttributeGroupUpsertBody = RequestBody<'upsertAttributeGroup'>;
/** A page of attribute groups. */
export type AttributeGroupPage = Payload<'listAttributeGroups'>;

/** A page of users (for adding group members). */
export type UserPage = Payload<'listUsers'>;

/** Paging and search every admin list takes. */
export interface PageQuery {
  page: number;
  limit: number;
  searchQuery: string;
}

/** The category list's filters. */
export type CategoryListQuery = PageQuery & Pick<QueryParams<'listAdminCategories'>, 'includeDeleted'>;

/** The attribute list's filters: a group's id, `'none'` for the attributes without a group, null for all. */
export type AttributeListQuery = PageQuery & {
  attributeGroupId: NonNullable<QueryParams<'listAttributes'>['attributeGroupId']> | null;
};

/** The catalogue calls the admin screens need; a narrow seam so pages are tested with a fake. */
export interface CatalogueApi {
  categories: {
    list(query: CategoryListQuery): Promise<Payload<'listAdminCategories'>>;
    get(categoryId: string): Promise<AdminCategory>;
    create(body: CategoryCreateBody): Promise<AdminCategory>;
    update(categoryId: string, body: CategoryUpdateBody): Promise<AdminCategory>;
    remove(categoryId: string): Promise<void>;
    restore(categoryId: string): Promise<AdminCategory>;
    products(categoryId: string, query: PageQuery): Promise<CategoryProductPage>;
  };
  customerGroups: {
    list(query: PageQuery): Promise<CustomerGroupPage>;
    get(groupId: string): Promise<CustomerGroup>;
    create(body: CustomerGroupBody): Promise<CustomerGroup>;
    update(groupId: string, body: CustomerGroupBody): Promise<CustomerGroup>;
    remove(groupId: string): Promise<void>;
    members(groupId: string, query: PageQuery): Promise<CustomerGroupMemberPage>;
    addMembers(groupId: string, userIds: string[]): Promise<CustomerGroup>;
    removeMembers(groupId: string, userIds: string[]): Promise<CustomerGroup>;
    prices(groupId: string, query: PageQuery): Promise<GroupPricePage>;
    setPrices(groupId: string, changes: GroupPriceChange[]): Promise<void>;
  };
  attributes: {
    list(query: AttributeListQuery): Promise<AttributePage>;
    get(attributeId: string): Promise<Attribute>;
    upsert(body: AttributeUpsertBody): Promise<Attribute>;
    remove(attributeId: string): Promise<void>;
  };
  attributeGroups: {
    list(query: PageQuery): Promise<AttributeGroupPage>;
    get(groupId: string): Promise<AttributeGroup>;
    upsert(body: AttributeGroupUpsertBody): Promise<AttributeGroup>;
    remove(groupId: string): Promise<void>;
  };
  /** The shared media library, for the category image. */
  media: MediaApi;
  users: {
    /** Users found by a search, for adding them to a group. */
    search(query: PageQuery): Promise<UserPage>;
  };
}

/** Page and limit, plus the search only when there is one (an empty one is no filter anyway). */
function pageParams({ page, limit, searchQuery }: PageQuery) {
  const trimmed = searchQuery.trim();
  return { page, limit, ...(trimmed ? { searchQuery: trimmed } : {}) };
}

/** The catalogue calls over the shared typed client (which adds the bearer token and retries once after a refresh). */
export function createCatalogueApi(client: ApiClient): CatalogueApi {
  const categoryPath = (categoryId: string) => ({ params: { path: { categoryId } } });
  const groupPath = (customerGroupId: string) => ({ path: { customerGroupId } });
  return {
    categories: {
      async list({ includeDeleted, ...paging }) {
        const query = { ...pageParams(paging), ...(includeDeleted ? { includeDeleted: true } : {}) };
        return unwrap(await client.GET('/api/v1/admin/category/list', { params: { query } })).payload;
      },
      async get(categoryId) {
        return unwrap(await client.GET('/api/v1/admin/category/{categoryId}', categoryPath(categoryId))).payload
          .category;
      },
      async create(body) {
        return unwrap(await client.POST('/api/v1/admin/category', { body })).payload.category;
      },
      async update(categoryId, body) {
        return unwrap(await client.PATCH('/api/v1/admin/category/{categoryId}', { ...categoryPath(categoryId), body }))
          .payload.category;
      },
      async remove(categoryId) {
        unwrap(await client.DELETE('/api/v1/admin/category/{categoryId}', categoryPath(categoryId)));
      },
      async restore(categoryId) {
        return unwrap(await client.POST('/api/v1/admin/category/{categoryId}/restore', categoryPath(categoryId)))
          .payload.category;
      },
      async products(categoryId, query) {
        return unwrap(
          await client.GET('/api/v1/admin/category/{categoryId}/product/list', {
            params: { path: { categoryId }, query: pageParams(query) },
          }),
        ).payload;
      },
    },
    customerGroups: {
      async list(query) {
        return unwrap(await client.GET('/api/v1/admin/customer/group/list', { params: { query: pageParams(query) } }))
          .payload;
      },
      async get(groupId) {
        return unwrap(
          await client.GET('/api/v1/admin/customer/group/{customerGroupId}', { params: groupPath(groupId) }),
        ).payload.customerGroup;
      },
      async create(body) {
        return unwrap(await client.POST('/api/v1/admin/customer/group', { body })).payload.customerGroup;
      },
      async update(groupId, body) {
        return unwrap(
          await client.PATCH('/api/v1/admin/customer/group/{customerGroupId}', { params: groupPath(groupId), body }),
        ).payload.customerGroup;
      },
      async remove(groupId) {
        unwrap(await client.DELETE('/api/v1/admin/customer/group/{customerGroupId}', { params: groupPath(groupId) }));
      },
      async members(groupId, query) {
        return unwrap(
          await client.GET('/api/v1/admin/customer/group/{customerGroupId}/member/list', {
            params: { ...groupPath(groupId), query: pageParams(query) },
          }),
        ).payload;
      },
      async addMembers(groupId, userIdList) {
        return unwrap(
          await client.POST('/api/v1/admin/customer/group/{customerGroupId}/member', {
            params: groupPath(groupId),
            body: { userIdList },
          }),
        ).payload.customerGroup;
      },
      async removeMembers(groupId, userIdList) {
        return unwrap(
          await client.DELETE('/api/v1/admin/customer/group/{customerGroupId}/member', {
            params: groupPath(groupId),
            body: { userIdList },
          }),
        ).payload.customerGroup;
      },
      async prices(groupId, query) {
        return unwrap(
          await client.GET('/api/v1/admin/customer/group/{customerGroupId}/price/list', {
            params: { ...groupPath(groupId), query: pageParams(query) },
          }),
        ).payload;
      },
      async setPrices(groupId, groupPriceList) {
        unwrap(
          await client.PATCH('/api/v1/admin/customer/group/{customerGroupId}/price', {
            params: groupPath(groupId),
            body: { groupPriceList },
          }),
        );
      },
    },
    attributes: {
      async list({ attributeGroupId, ...paging }) {
        const query = { ...pageParams(paging), ...(attributeGroupId ? { attributeGroupId } : {}) };
        return unwrap(await client.GET('/api/v1/admin/attribute/list', { params: { query } })).payload;
      },
      async get(attributeId) {
        return unwrap(await client.GET('/api/v1/admin/attribute/{attributeId}', { params: { path: { attributeId } } }))
          .payload.attribute;
      },
      async upsert(body) {
        return unwrap(await client.PUT('/api/v1/admin/attribute', { body })).payload.attribute;
      },
      async remove(attributeId) {
        unwrap(await client.DELETE('/api/v1/admin/attribute/{attributeId}', { params: { path: { attributeId } } }));
      },
    },
    attributeGroups: {
      async list(query) {
        return unwrap(await client.GET('/api/v1/admin/attribute-group/list', { params: { query: pageParams(query) } }))
          .payload;
      },
      async get(attributeGroupId) {
        return unwrap(
          await client.GET('/api/v1/admin/attribute-group/{attributeGroupId}', {
            params: { path: { attributeGroupId } },
          }),
        ).payload.attributeGroup;
      },
      async upsert(body) {
        return unwrap(await client.PUT('/api/v1/admin/attribute-group', { body })).payload.attributeGroup;
      },
      async remove(attributeGroupId) {
        unwrap(
          await client.DELETE('/api/v1/admin/attribute-group/{attributeGroupId}', {
            params: { path: { attributeGroupId } },
          }),
        );
      },
    },
    media: createMediaApi(client),
    users: {
      async search(query) {
        return unwrap(await client.GET('/api/v1/admin/user/list', { params: { query: pageParams(query) } })).payload;
      },
    },
  };
}
