import {
  fetchWithUploadProgress,
  toFormData,
  unwrap,
  unwrapFile,
  type ApiClient,
  type DownloadedFile,
  type UploadProgress,
} from '@shop/api-client';
import type { Payload, RequestBody, Schema } from '@shop/api-contract';

/** Every site setting as the admin sees it, with the seller, НДС and order e-mail. */
export type AdminSiteSettings = Schema<'AdminSiteSettings'>;
/** The public settings, as the file, free-shipping and theme calls answer. */
export type SiteSettings = Schema<'SiteSettings'>;
/** A stored settings file: its download title and extension (and where storage keeps it). */
export type FileReference = Schema<'FileReference'>;
/** `default` or `new_year`. */
export type ThematicTheme = Schema<'ThematicTheme'>;
/** НДС of new orders: '22', '10', '7', '5', '0' or 'none' (each order keeps its own). */
export type VatRate = Schema<'VatRate'>;
/** The seller printed on invoices. */
export type SellerRequisites = Schema<'SellerRequisites'>;
/** Body of `updateShopRequisites`: the whole seller, the НДС rate and the order e-mail (null = nobody). */
export type ShopRequisitesBody = RequestBody<'updateShopRequisites'>;
/** A setting the history names. */
export type SiteSettingsField = Schema<'SiteSettingsField'>;
/** One change of the history. */
export type SiteSettingsChange = Schema<'SiteSettingsChange'>;
/** A page of the history. */
export type SiteSettingsChangePage = Payload<'listSiteSettingsChanges'>;
/** A static page as the admin edits it. */
export type ContentPage = Schema<'ContentPage'>;
/** `contact`, `delivery`, `user-agreement` or `application-conditions`. */
export type ContentPageSlug = Schema<'ContentPageSlug'>;
/** What a content page's save sends. */
export type ContentPageInput = Schema<'ContentPageInput'>;
/** A user as the history names them. */
export type UserRef = Schema<'UserRef'>;

/** The two settings that hold a file. */
export type SiteFileField = 'priceListFile' | 'requisitesFile';

/** Which history page to show: paging and, optionally, one setting. */
export interface ChangeFilters {
  page: number;
  limit: number;
  field: SiteSettingsField | null;
}

/** The site-settings and content-page calls the pages need; a narrow seam so pages are tested with a fake. */
export interface SiteSettingsApi {
  get(): Promise<AdminSiteSettings>;
  /** Uploads `file` as the setting's file (replacing the current one), under `title` (null = the file's name); reports the bytes sent. */
  uploadFile(
    field: SiteFileField,
    file: File,
    title: string | null,
    onProgress: (progress: UploadProgress) => void,
  ): Promise<SiteSettings>;
  /** Renames the current file (code 6 when there is none). */
  renameFile(field: SiteFileField, title: string): Promise<SiteSettings>;
  /** Clears the setting's file; storage deletes it. */
  removeFile(field: SiteFileField): Promise<SiteSettings>;
  /** The current file through the API's public download, under its title. */
  downloadFile(field: SiteFileField): Promise<DownloadedFile>;
  /** The current file's size in bytes, from the download's headers without its body; null when unknown. */
  fileSize(field: SiteFileField): Promise<number | null>;
  /** Roubles as the contract's decimal string ('10000', '1500.50'); code 21 when the server refuses it. */
  setFreeShippingCost(freeShippingCost: string): Promise<SiteSettings>;
  setTheme(thematicTheme: ThematicTheme): Promise<SiteSettings>;
  /** Code 12 with `seller.<field>` details for requisites a bank would refuse. */
  setShopRequisites(body: ShopRequisitesBody): Promise<AdminSiteSettings>;
  listChanges(filters: ChangeFilters): Promise<SiteSettingsChangePage>;
  listContentPages(): Promise<ContentPage[]>;
  /** Code 12 naming the field (an empty text after sanitising is one). */
  updateContentPage(slug: ContentPageSlug, input: ContentPageInput): Promise<ContentPage>;
  /** Back to the built-in text. */
  resetContentPage(slug: ContentPageSlug): Promise<ContentPage>;
}

const FILE_PATHS = {
  priceListFile: '/api/v1/admin/site-settings/price-list',
  requisitesFile: '/api/v1/admin/site-settings/requisites',
} as const;

const DOWNLOAD_PATHS = {
  priceListFile: '/api/v1/site-settings/download/price-list',
  requisitesFile: '/api/v1/site-settings/download/requisites',
} as const;

/** The same request as a HEAD: the download's headers (its Content-Length) without its body. */
const headOnly = (request: Request) => globalThis.fetch(new Request(request, { method: 'HEAD' }));

/** The settings calls over the shared typed client (which adds the bearer token and retries once after a refresh). */
export function createSiteSettingsApi(client: ApiClient): SiteSettingsApi {
  const sendFileForm = async (
    field: SiteFileField,
    form: Record<string, string | File>,
    onProgress?: (progress: UploadProgress) => void,
  ) => {
    // The generated type names the file a string (format: binary); the form serializer sends the Blob as a file part.
    const init = {
      body: form as never,
      bodySerializer: toFormData,
      ...(onProgress ? { fetch: fetchWithUploadProgress(onProgress) } : {}),
    };
    return unwrap(await client.PATCH(FILE_PATHS[field], init)).payload.siteSettings;
  };
  const at = (slug: ContentPageSlug) => ({ path: { slug } });

  return {
    async get() {
      return unwrap(await client.GET('/api/v1/admin/site-settings')).payload.siteSettings;
    },
    uploadFile(field, file, title, onProgress) {
      return sendFileForm(field, title ? { file, title } : { file }, onProgress);
    },
    renameFile(field, title) {
      return sendFileForm(field, { title });
    },
    removeFile(field) {
      return sendFileForm(field, { remove: 'true' });
    },
    async downloadFile(field) {
      return unwrapFile(await client.GET(DOWNLOAD_PATHS[field], { parseAs: 'blob' }));
    },
    async fileSize(field) {
      const { response } = await client.GET(DOWNLOAD_PATHS[field], { parseAs: 'stream', fetch: headOnly });
      const length = response.ok ? Number(response.headers.get('content-length')) : Number.NaN;
      return Number.isSafeInteger(length) && length >= 0 && response.headers.has('content-length') ? length : null;
    },
    async setFreeShippingCost(freeShippingCost) {
      return unwrap(
        await client.PATCH('/api/v1/admin/site-settings/free-shipping-cost', { body: { freeShippingCost } }),
      ).payload.siteSettings;
    },
    async setTheme(thematicTheme) {
      return unwrap(await client.PATCH('/api/v1/admin/site-settings/thematic-theme', { body: { thematicTheme } }))
        .payload.siteSettings;
    },
    async setShopRequisites(body) {
      return unwrap(await client.PATCH('/api/v1/admin/site-settings/shop-requisites', { body })).payload.siteSettings;
    },
    async listChanges({ page, limit, field }) {
      const query = { page, limit, ...(field ? { field } : {}) };
      return unwrap(await client.GET('/api/v1/admin/site-settings/changes', { params: { query } })).payload;
    },
    async listContentPages() {
      return unwrap(await client.GET('/api/v1/admin/content-page/list')).payload.contentPageList;
    },
    async updateContentPage(slug, input) {
      return unwrap(await client.PUT('/api/v1/admin/content-page/{slug}', { params: at(slug), body: input })).payload
        .contentPage;
    },
    async resetContentPage(slug) {
      return unwrap(await client.DELETE('/api/v1/admin/content-page/{slug}', { params: at(slug) })).payload.contentPage;
    },
  };
}
