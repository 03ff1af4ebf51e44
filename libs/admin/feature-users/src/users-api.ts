import { unwrap, unwrapFile, type ApiClient, type DownloadedFile } from '@shop/api-client';
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
      return unwrapFile(
        await client.GET('/api/v1/admin/user/{userId}/requisites', { params: { path: { userId } }, parseAs: 'blob' }),
      );
    },
  };
}
