import { unwrap, type ApiClient } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';

/** A category as the admin lists it. */
export type AdminCategory = Schema<'AdminCategory'>;
/** A customer group with its discount. */
export type CustomerGroup = Schema<'CustomerGroup'>;
/** An attribute with its type, unit, group and enum options. */
export type Attribute = Schema<'Attribute'>;

/** The contract's largest page; lookups read every page of this size. */
const LOOKUP_PAGE_SIZE = 100;
/** Stops a runaway loop if a server keeps answering full pages. */
const LOOKUP_MAX_PAGES = 50;

/** Reference lists the product pages choose from: categories, customer groups, attributes. */
export interface LookupsApi {
  /** Every live category (for the categories multi-select and the list filter). */
  listCategories(): Promise<AdminCategory[]>;
  /** Every customer group (one price row each on the group-price page). */
  listCustomerGroups(): Promise<CustomerGroup[]>;
  /** Every attribute, by group then position (the attributes page). */
  listAttributes(): Promise<Attribute[]>;
}

/** Reads every page of a list of at most 100 per page; these lists are short (hundreds), the product list never goes through here. */
async function readAllPages<Row>(readPage: (page: number) => Promise<{ rows: Row[]; total: number }>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= LOOKUP_MAX_PAGES; page++) {
    const next = await readPage(page);
    rows.push(...next.rows);
    if (next.rows.length < LOOKUP_PAGE_SIZE || rows.length >= next.total) break;
  }
  return rows;
}

/** The lookup calls over the shared typed client. */
export function createLookupsApi(client: ApiClient): LookupsApi {
  const query = (page: number) => ({ params: { query: { page, limit: LOOKUP_PAGE_SIZE } } });
  return {
    listCategories: () =>
      readAllPages(async (page) => {
        const { categoryList, pagination } = unwrap(
          await client.GET('/api/v1/admin/category/list', query(page)),
        ).payload;
        return { rows: categoryList, total: pagination.total };
      }),
    listCustomerGroups: () =>
      readAllPages(async (page) => {
        const { customerGroupList, pagination } = unwrap(
          await client.GET('/api/v1/admin/customer/group/list', query(page)),
        ).payload;
        return { rows: customerGroupList, total: pagination.total };
      }),
    listAttributes: () =>
      readAllPages(async (page) => {
        const { attributeList, pagination } = unwrap(
          await client.GET('/api/v1/admin/attribute/list', query(page)),
        ).payload;
        return { rows: attributeList, total: pagination.total };
      }),
  };
}
