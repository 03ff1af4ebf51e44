import { unwrap, type ApiClient } from '@shop/api-client';
import type { Payload, QueryParams, RequestBody, Schema } from '@shop/api-contract';

/** A user as the admin sees it (`AdminUser` of the contract). */
export type AdminUser = Schema<'AdminUser'>;
/** Body of `POST /api/v1/admin/user`. */
export type CreateUserBody = RequestBody<'createUser'>;
/** Body of `PATCH /api/v1/admin/user`. */
export type UpdateUserBody = RequestBody<'updateUser'>;
/** A page of users with its pagination. */
export type UserListPage = Payload<'listUsers'>;
/** The list filters the admin keeps in the URL. */
export type UserListFilters = Required<Pick<QueryParams<'listUsers'>, 'page' | 'limit'>> & { searchQuery: string };

/** A downloaded file and the name it should be saved under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The admin user calls the feature needs; a narrow seam so pages are tested with a fake. */
export interface UsersApi {
  list(filters: UserListFilters): Promise<UserListPage>;
  get(userId: string): Promise<AdminUser>;
  create(body: CreateUserBody): Promise<AdminUser>;
  update(body: UpdateUserBody): Promise<AdminUser>;
  /** The user's requisites file as a blob, with the original name from `Content-Disposition`. */
  downloadRequisites(userId: string): Promise<DownloadedFile>;
}

/** The users calls over the shared typed client (which adds the bearer token and retries once after a refresh). */
export function createUsersApi(client: ApiClient): UsersApi {
  return {
    async list({ page, limit, searchQuery }) {
      const query = { page, limit, ...(searchQuery ? { searchQuery } : {}) };
      return unwrap(await client.GET('/api/v1/admin/user/list', { params: { query } })).payload;
    },
    async get(userId) {
      return unwrap(await client.GET('/api/v1/admin/user/{userId}', { params: { path: { userId } } })).payload.user;
    },
    async create(body) {
      return unwrap(await client.POST('/api/v1/admin/user', { body })).payload.user;
    },
    async update(body) {
      return unwrap(await client.PATCH('/api/v1/admin/user', { body })).payload.user;
    },
    async downloadRequisites(userId) {
      const result = await client.GET('/api/v1/admin/user/{userId}/requisites', {
        params: { path: { userId } },
        parseAs: 'blob',
      });
      const blob = unwrap(result) as unknown as Blob;
      return { blob, fileName: fileNameFromContentDisposition(result.response.headers.get('content-disposition')) };
    },
  };
}

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*` (UTF-8, so Cyrillic
 * names survive) wins over the plain `filename`; null when there is none. Path parts are dropped.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    name = plain ? (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim()) : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}
