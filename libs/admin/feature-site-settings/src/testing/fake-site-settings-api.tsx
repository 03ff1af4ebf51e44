import { renderAdminPage } from '@shop/admin-testing';
import { withAdminUi } from '@shop/admin-ui-data/testing';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type {
  AdminSiteSettings,
  ContentPage,
  SellerRequisites,
  SiteSettingsApi,
  SiteSettingsChange,
  UserRef,
} from '../site-settings-api';
import { SiteSettingsApiProvider } from '../site-settings-api-context';

/** The API's error replies, as the page tests throw them. */
export { apiError } from '@shop/admin-testing';

export const ROOT_ID = '00000000-0000-4000-8000-000000000001';

/** The root administrator as the history names them. */
export function aRoot(overrides: Partial<UserRef> = {}): UserRef {
  return {
    id: ROOT_ID,
    email: 'root@tahosnab.ru',
    firstName: 'Пётр',
    lastName: 'Смирнов',
    companyTitle: null,
    ...overrides,
  };
}

/** A seller whose requisites pass the bank rules (a real bank's БИК, accounts with matching keys). */
export function aSeller(overrides: Partial<SellerRequisites> = {}): SellerRequisites {
  return {
    title: 'ООО «ТахоСнаб»',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    legalAddress: '117312, г. Москва, ул. Вавилова, д. 19',
    bankName: 'ПАО Сбербанк',
    bik: '044525225',
    checkingAccount: '40702810938000000001',
    correspondentAccount: '30101810400000000225',
    phone: '+7 (495) 123-45-67',
    director: 'Смирнов П. А.',
    accountant: null,
    ...overrides,
  };
}

/** The settings as the admin API returns them, with overrides. */
export function someSettings(overrides: Partial<AdminSiteSettings> = {}): AdminSiteSettings {
  return {
    priceListFile: {
      title: 'Прайс-лист ТахоСнаб 2026',
      extension: 'xlsx',
      bucketName: 'public',
      path: '/site-settings/price-list-1.xlsx',
    },
    requisitesFile: null,
    freeShippingCost: '15000',
    thematicTheme: 'default',
    seller: aSeller(),
    vatRate: '22',
    orderEmail: 'orders@tahosnab.ru',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** One change of the history, with overrides. */
export function aChange(overrides: Partial<SiteSettingsChange> = {}): SiteSettingsChange {
  return {
    id: '9b1c1d10-0000-4000-8000-000000000001',
    field: 'freeShippingCost',
    oldValue: '0',
    newValue: '15000',
    changedAt: '2026-11-20T09:00:00.000Z',
    changedBy: aRoot(),
    note: null,
    ...overrides,
  };
}

/** A content page as the admin list returns it, with overrides. */
export function aContentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    slug: 'delivery',
    title: 'Доставка и оплата',
    html: '<h2>Самовывоз</h2><p>Со склада в Москве, по будням с 9:00 до 18:00.</p>',
    seoTitle: null,
    seoDescription: null,
    isBuiltIn: true,
    updatedAt: null,
    updatedBy: null,
    ...overrides,
  };
}

/** The four pages, all with their built-in text. */
export function contentPages(): ContentPage[] {
  return [
    aContentPage({ slug: 'contact', title: 'Контакты', html: '<p>Москва, ул. Вавилова, 19</p>' }),
    aContentPage(),
    aContentPage({ slug: 'user-agreement', title: 'Пользовательское соглашение', html: '<p>Соглашение</p>' }),
    aContentPage({ slug: 'application-conditions', title: 'Условия для интеграторов', html: '<p>Условия</p>' }),
  ];
}

/** A fake settings API whose calls are spies, answering with the settings as changed; override what a test needs. */
export function fakeSiteSettingsApi(
  overrides: Partial<SiteSettingsApi> = {},
  settings: AdminSiteSettings = someSettings(),
): SiteSettingsApi {
  let current = settings;
  const publicOf = ({ priceListFile, requisitesFile, freeShippingCost, thematicTheme }: AdminSiteSettings) => ({
    priceListFile,
    requisitesFile,
    freeShippingCost,
    thematicTheme,
  });
  const change = (next: Partial<AdminSiteSettings>) => {
    current = { ...current, ...next, updatedAt: '2026-11-25T10:00:00.000Z' };
    return current;
  };
  return {
    get: vi.fn(async () => current),
    uploadFile: vi.fn<SiteSettingsApi['uploadFile']>(async (field, file, title, onProgress) => {
      onProgress({ loaded: file.size / 2, total: file.size });
      const extension = file.name.split('.').pop() ?? '';
      return publicOf(
        change({
          [field]: {
            title: title ?? file.name.replace(/\.[^.]+$/, ''),
            extension,
            bucketName: 'public',
            path: `/site-settings/${field}-2.${extension}`,
          },
        }),
      );
    }),
    renameFile: vi.fn<SiteSettingsApi['renameFile']>(async (field, title) => {
      const file = current[field];
      return publicOf(change({ [field]: file ? { ...file, title } : null }));
    }),
    removeFile: vi.fn<SiteSettingsApi['removeFile']>(async (field) => publicOf(change({ [field]: null }))),
    downloadFile: vi.fn(async () => ({
      blob: new Blob(['PK\u0003\u0004']),
      fileName: 'Прайс-лист ТахоСнаб 2026.xlsx',
    })),
    fileSize: vi.fn(async () => 48_128),
    setFreeShippingCost: vi.fn<SiteSettingsApi['setFreeShippingCost']>(async (freeShippingCost) =>
      publicOf(change({ freeShippingCost })),
    ),
    setTheme: vi.fn<SiteSettingsApi['setTheme']>(async (thematicTheme) => publicOf(change({ thematicTheme }))),
    setShopRequisites: vi.fn<SiteSettingsApi['setShopRequisites']>(async (body) =>
      change({ seller: { ...body.seller }, vatRate: body.vatRate, orderEmail: body.orderEmail }),
    ),
    listChanges: vi.fn<SiteSettingsApi['listChanges']>(async ({ page, limit }) => ({
      changeList: [aChange()],
      pagination: { page, limit, total: 1 },
    })),
    listContentPages: vi.fn(async () => contentPages()),
    updateContentPage: vi.fn<SiteSettingsApi['updateContentPage']>(async (slug, input) =>
      aContentPage({ slug, ...input, isBuiltIn: false, updatedAt: '2026-11-25T10:00:00.000Z', updatedBy: aRoot() }),
    ),
    resetContentPage: vi.fn<SiteSettingsApi['resetContentPage']>(
      async (slug) => contentPages().find((page) => page.slug === slug) ?? aContentPage({ slug }),
    ),
    ...overrides,
  };
}

/** Renders one settings page at `path` (router paths, no basename; `route` when the page reads a param). */
export function renderPage(Page: ComponentType, path: string, api: SiteSettingsApi, route?: string) {
  return renderAdminPage(Page, path, {
    wrapper: withAdminUi(SiteSettingsApiProvider, { api }),
    ...(route ? { routePath: route } : {}),
  });
}
