import { fakeMediaApi } from '@shop/admin-media/testing';
import { renderAdminPage } from '@shop/admin-testing';
import { withAdminUi } from '@shop/admin-ui-data/testing';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type {
  AdminCategory,
  Attribute,
  AttributeGroup,
  CatalogueApi,
  CustomerGroup,
  GroupMember,
} from '../api/catalogue-api';
import { CatalogueApiProvider } from '../api/catalogue-api-context';

const NOW = '2026-03-05T11:03:09.000Z';
const page = { page: 1, limit: 20, total: 0 };

/** A category as the API returns it, with overrides. */
export function aCategory(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id: '0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c01',
    parentId: null,
    position: 0,
    title: 'Тахографы',
    slug: 'tahografy',
    description: null,
    image: null,
    seoTitle: null,
    seoDescription: null,
    productCount: 12,
    deletedAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

/** A customer group as the API returns it, with overrides. */
export function aCustomerGroup(overrides: Partial<CustomerGroup> = {}): CustomerGroup {
  return {
    id: '3c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e01',
    title: 'Дилеры',
    description: null,
    discountPercent: '5',
    memberCount: 1,
    priceCount: 0,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

/** A user as a group member, with overrides. */
export function aMember(overrides: Partial<GroupMember> = {}): GroupMember {
  return {
    id: '5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11',
    email: 'ivanov@firma.ru',
    emailIsConfirmed: true,
    phone: null,
    phoneIsConfirmed: false,
    firstName: 'Иван',
    middleName: null,
    lastName: 'Иванов',
    gender: null,
    isActive: true,
    role: 'customer',
    requisitesFile: null,
    companyTitle: 'ООО «Тахограф-Сервис»',
    position: null,
    customerGroup: null,
    latestIntegratorRequestStatus: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

/** An attribute group as the API returns it, with overrides. */
export function anAttributeGroup(overrides: Partial<AttributeGroup> = {}): AttributeGroup {
  return {
    id: '7e6d5c4b-3a29-4817-9f6e-5d4c3b2a1901',
    title: 'Электрика',
    position: 0,
    attributeCount: 2,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

/** An attribute as the API returns it, with overrides. */
export function anAttribute(overrides: Partial<Attribute> = {}): Attribute {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
    title: 'Напряжение питания',
    type: 'number',
    unit: 'В',
    isFilterable: true,
    position: 0,
    attributeGroup: null,
    optionList: [],
    productCount: 0,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

type FakeOverrides = { [Section in keyof CatalogueApi]?: Partial<CatalogueApi[Section]> };

/** A fake catalogue API whose calls are spies answering empty pages; override what a test needs. */
export function fakeCatalogueApi(overrides: FakeOverrides = {}): CatalogueApi {
  return {
    categories: {
      list: vi.fn(async () => ({ categoryList: [], pagination: page })),
      get: vi.fn(async (id: string) => aCategory({ id })),
      create: vi.fn(async (body) =>
        aCategory({ id: '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b01', title: body.title, slug: body.slug }),
      ),
      update: vi.fn(async (id, body) =>
        aCategory({ id, ...body, updatedAt: new Date().toISOString() } as Partial<AdminCategory>),
      ),
      remove: vi.fn(async () => undefined),
      restore: vi.fn(async (id: string) => aCategory({ id })),
      products: vi.fn(async () => ({ productList: [], pagination: page })),
      ...overrides.categories,
    },
    customerGroups: {
      list: vi.fn(async () => ({ customerGroupList: [], pagination: page })),
      get: vi.fn(async (id: string) => aCustomerGroup({ id })),
      create: vi.fn(async (body) => aCustomerGroup({ id: '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b01', title: body.title })),
      update: vi.fn(async (id, body) => aCustomerGroup({ id, title: body.title, updatedAt: new Date().toISOString() })),
      remove: vi.fn(async () => undefined),
      members: vi.fn(async () => ({ userList: [], pagination: page })),
      addMembers: vi.fn(async (id: string) => aCustomerGroup({ id })),
      removeMembers: vi.fn(async (id: string) => aCustomerGroup({ id })),
      prices: vi.fn(async () => ({ groupPriceList: [], pagination: page })),
      setPrices: vi.fn(async () => undefined),
      ...overrides.customerGroups,
    },
    attributes: {
      list: vi.fn(async () => ({ attributeList: [], pagination: page })),
      get: vi.fn(async (id: string) => anAttribute({ id })),
      upsert: vi.fn(async (body) =>
        anAttribute({ id: body.id ?? '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d01', title: body.title, type: body.type }),
      ),
      remove: vi.fn(async () => undefined),
      ...overrides.attributes,
    },
    attributeGroups: {
      list: vi.fn(async () => ({ attributeGroupList: [], pagination: page })),
      get: vi.fn(async (id: string) => anAttributeGroup({ id })),
      upsert: vi.fn(async (body) =>
        anAttributeGroup({ id: body.id ?? '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c01', title: body.title }),
      ),
      remove: vi.fn(async () => undefined),
      ...overrides.attributeGroups,
    },
    media: fakeMediaApi(overrides.media),
    users: {
      search: vi.fn(async () => ({ userList: [], pagination: page })),
      ...overrides.users,
    },
  };
}

/** Renders one catalogue page at `path` (router paths, no basename) with a query client, toasts, overlays and the fake API. */
export function renderCataloguePage(Page: ComponentType, path: string, api: CatalogueApi, routePath?: string) {
  return renderAdminPage(Page, path, { routePath, wrapper: withAdminUi(CatalogueApiProvider, { api }) });
}
