import { recordKeys, recordListQuery, recordQuery, useSaveMutation } from '@shop/admin-data-access';
import type { CreateUserBody, UpdateUserBody, UserListFilters, UsersApi } from './users-api';

/** Query keys of the admin users, from generic to specific. */
export const userKeys = recordKeys<'admin-users', UserListFilters>('admin-users');

/** One page of the user list. */
export const userListQueryOptions = (api: UsersApi, filters: UserListFilters) =>
  recordListQuery(userKeys, api, filters);

/** One user by id. */
export const userQueryOptions = (api: UsersApi, userId: string) => recordQuery(userKeys, api, userId);

/** Creates a user; the cache update always runs before the caller's `onSuccess`. */
export function useCreateUser(api: UsersApi) {
  return useSaveMutation(userKeys, (body: CreateUserBody) => api.create(body));
}

/** Updates a user; the cache update always runs before the caller's `onSuccess`. */
export function useUpdateUser(api: UsersApi) {
  return useSaveMutation(userKeys, (body: UpdateUserBody) => api.update(body));
}
